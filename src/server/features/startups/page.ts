import { jsonForScript, largestImageUrl, previewImageTags } from '#server/lib/page-head';
import { SERVER_PREVIEW_ATTRIBUTE } from '#common/seo';
import { SITE } from '#common/site';
import {
  type Portfolio,
  STARTUP_LIMITS,
  STARTUP_SLUG_PATTERN,
  STARTUP_STATUS_LABELS,
  startupPagePath,
  type StartupSummary,
} from '#common/startups';
import type { StartupPage } from '#common/startup-details';
import type { Executor } from '#server/db/database';
import { escapeHtml } from '#server/modules/mail';
import { pageDetailsOf } from './details/views';
import { findPublishedStartup, listPublishedStartups } from './repository';
import { distinct, toSummaries } from './views';

/**
 * The published startup behind /startups/:slug with its approved story, milestones, founders and news
 * (`today`: the centre's date, the last day whose news is public), or null: unpublished profiles have no
 * public page.
 */
export async function findStartupForPage(
  db: Executor,
  slug: string,
  today: string,
): Promise<StartupPage | null> {
  if (slug.length > STARTUP_LIMITS.slug || !STARTUP_SLUG_PATTERN.test(slug)) return null;
  const row = await findPublishedStartup(db, slug);
  if (!row) return null;
  const [summary] = await toSummaries(db, [row]);
  const { row: _row, ...rest } = summary!;
  return { ...rest, ...(await pageDetailsOf(db, row, today)) };
}

/** GET /api/startups without filters, and what /startups is rendered with: every published startup. */
export async function loadPortfolio(db: Executor): Promise<Portfolio> {
  const all = (await toSummaries(db, await listPublishedStartups(db))).map(
    ({ row: _row, ...summary }) => summary,
  );
  return {
    items: all,
    filters: {
      sectors: distinct(all.map((item) => item.sector)),
      stages: distinct(all.map((item) => item.stage)),
      cohorts: distinct(all.map((item) => item.cohort)),
    },
  };
}

/** schema.org Organization for search engines (docs/product.md#portfolio); on its own page with its founders. */
export function startupStructuredData(startup: StartupSummary | StartupPage, publicUrl: string) {
  const logo = largestImageUrl(startup.logo, publicUrl);
  const founders = 'founders' in startup ? startup.founders : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: startup.name,
    description: startup.pitch,
    url: startup.website || `${publicUrl}${startupPagePath(startup.slug)}`,
    logo: logo || undefined,
    foundingDate: startup.foundedYear ? String(startup.foundedYear) : undefined,
    numberOfEmployees:
      startup.jobs !== null ? { '@type': 'QuantitativeValue', value: startup.jobs } : undefined,
    founder:
      founders.length > 0
        ? founders.map((founder) => ({
            '@type': 'Person',
            name: founder.name,
            jobTitle: founder.role,
            sameAs: founder.profileUrl ?? undefined,
          }))
        : undefined,
    sponsor: { '@type': 'Organization', name: SITE.name, url: publicUrl },
  };
}

/** The <head> of a startup's page: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function startupHead(startup: StartupPage, publicUrl: string): string {
  const url = `${publicUrl}${startupPagePath(startup.slug)}`;
  const attr = (text: string) => escapeHtml(text);
  const title = `${startup.name} | ${SITE.name}`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${attr(startup.pitch)}" />`,
    `<link rel="canonical" href="${attr(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${attr(SITE.name)}" />`,
    `<meta property="og:title" content="${attr(startup.name)}" />`,
    `<meta property="og:description" content="${attr(startup.pitch)}" />`,
    `<meta property="og:url" content="${attr(url)}" />`,
    ...previewImageTags(startup.logo, `${startup.name} logo`, publicUrl, attr),
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${attr(startup.name)}" />`,
    `<meta name="twitter:description" content="${attr(startup.pitch)}" />`,
    `<script type="application/ld+json">${jsonForScript(startupStructuredData(startup, publicUrl))}</script>`,
  ].join('\n    ');
}

/** /startups for search engines: the portfolio as a schema.org ItemList of Organizations, in the page's head. */
export function portfolioStructuredData(portfolio: Portfolio, publicUrl: string): string {
  const list = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: portfolio.items.map((startup, index) => {
      const { '@context': _context, ...organization } = startupStructuredData(startup, publicUrl);
      return { '@type': 'ListItem', position: index + 1, item: organization };
    }),
  };
  return `<script type="application/ld+json">${jsonForScript(list)}</script>`;
}

/** The startup in the page's body until the app renders it: readable without JavaScript. */
export function startupPreviewHtml(startup: StartupPage): string {
  const facts = [startup.sector, startup.stage, STARTUP_STATUS_LABELS[startup.status], startup.cohort]
    .filter(Boolean)
    .map((fact) => `<li>${escapeHtml(fact)}</li>`)
    .join('');
  const founders = startup.founders
    .map((founder) => `<li>${escapeHtml(founder.name)}, ${escapeHtml(founder.role)}</li>`)
    .join('');
  const story = startup.story
    .split(/\n{2,}/)
    .filter(Boolean)
    .map((paragraph) => `<p class="mt-3">${escapeHtml(paragraph)}</p>`)
    .join('');
  const milestones = startup.milestones
    .map((milestone) => `<li>${escapeHtml(milestone.date)}: ${escapeHtml(milestone.title)}</li>`)
    .join('');
  return [
    `<div ${SERVER_PREVIEW_ATTRIBUTE} class="mx-auto max-w-3xl px-4 pt-28 pb-20 sm:px-6">`,
    '<p class="mb-6"><a href="/startups" class="font-semibold text-brand-dark hover:underline">← All startups</a></p>',
    '<article>',
    `<h1 class="text-3xl font-bold text-ink">${escapeHtml(startup.name)}</h1>`,
    `<p class="mt-3 text-lg text-slate-700">${escapeHtml(startup.pitch)}</p>`,
    `<ul class="mt-4 flex flex-wrap gap-2 text-sm text-slate-600">${facts}</ul>`,
    founders ? `<h2 class="mt-8 text-xl font-bold text-ink">Founders</h2><ul>${founders}</ul>` : '',
    story ? `<h2 class="mt-8 text-xl font-bold text-ink">Our story</h2>${story}` : '',
    milestones ? `<h2 class="mt-8 text-xl font-bold text-ink">Milestones</h2><ul>${milestones}</ul>` : '',
    '</article>',
    '</div>',
  ].join('');
}
