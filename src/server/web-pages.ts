import { newsPagePath } from '#common/news-constants';
import { startupPagePath } from '#common/startups-constants';
import type { Config } from '#server/config';
import type { Database } from '#server/db/database';
import { loadFaqList, loadPartnerList } from '#server/features/content';
import { loadPrivacyNotice } from '#server/features/privacy';
import { eventHead, eventPreviewHtml, findEventForPage } from '#server/features/events';
import {
  certificateHead,
  certificatePreviewHtml,
  findCertificateForPage,
} from '#server/features/certificates';
import {
  centreToday,
  findNewsForPage,
  loadNewsList,
  newsHead,
  newsListStructuredData,
  newsPreviewHtml,
} from '#server/features/news';
import {
  findStartupForPage,
  loadPortfolio,
  portfolioStructuredData,
  startupHead,
  startupPreviewHtml,
} from '#server/features/startups';
import type { WebClientPages } from '#server/plugins/web-client';

/**
 * What the web client serves from the features' data: the portfolio, the news and the partners rendered
 * with their data (docs/decisions/030-public-pages-rendered-with-their-data.md), and the pages of one event,
 * news post or startup with their own heads. Gathered here, above the plugins, so the web client imports no
 * feature.
 */
export function webPages(db: Database, config: Config): WebClientPages {
  const today = () => centreToday(config.centreTimezone);
  return {
    live: {
      '/startups': async () => {
        const portfolio = await loadPortfolio(db);
        return { data: { portfolio }, headData: portfolioStructuredData(portfolio, config.publicUrl) };
      },
      '/news': async () => {
        const news = await loadNewsList(db, today());
        return { data: { news }, headData: newsListStructuredData(news, config.publicUrl) };
      },
      '/partners': async () => ({ data: { partners: await loadPartnerList(db) } }),
      // The FAQ and its FAQPage data, in the HTML rather than after the script has run.
      '/programs': async () => ({ data: { faq: await loadFaqList(db) } }),
      // The notice in force, not the build's: the admin publishes new versions (docs/product.md#privacy-notice).
      '/privacy': async () => ({ data: { privacy: await loadPrivacyNotice(db, config) } }),
    },
    items: [
      {
        route: '/events/:id(^\\d{1,12}$)',
        find: async (id) => {
          const event = await findEventForPage(db, id);
          return event
            ? {
                head: eventHead(event, config.publicUrl, config.centreTimezone),
                preview: eventPreviewHtml(event),
              }
            : undefined;
        },
      },
      {
        // A certificate's check (docs/product.md#certificates): an unknown code is "page not found".
        route: '/certificates/:code',
        find: async (code) => {
          const certificate = await findCertificateForPage(db, code);
          return certificate
            ? { head: certificateHead(), preview: certificatePreviewHtml(certificate) }
            : undefined;
        },
      },
      {
        route: '/news/:slug',
        find: async (slug) => {
          const post = await findNewsForPage(db, slug, today());
          return post
            ? {
                head: newsHead(post, config.publicUrl),
                preview: newsPreviewHtml(post),
                live: { path: newsPagePath(post.slug), data: { newsPost: post } },
              }
            : undefined;
        },
      },
      {
        route: '/startups/:slug',
        find: async (slug) => {
          const startup = await findStartupForPage(db, slug, today());
          return startup
            ? {
                head: startupHead(startup, config.publicUrl),
                preview: startupPreviewHtml(startup),
                live: { path: startupPagePath(startup.slug), data: { startup } },
              }
            : undefined;
        },
      },
    ],
  };
}
