import type { Executor } from '#server/db/database';
import { listPublishedNewsContaining } from './repository';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Public posts that name `name` as a whole word (so "Ola" does not match "Kolar"), newest first, at most
 * `limit`: a startup's page lists them as its news (docs/product.md#startup-pages). No tags to keep up: a
 * post that names the startup is about it often enough, and the admin writes the names.
 */
export async function newsMentioning(db: Executor, name: string, today: string, limit: number) {
  const phrase = name.trim();
  if (phrase.length < 2) return [];
  const word = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(phrase)}($|[^\\p{L}\\p{N}])`, 'iu');
  const candidates = await listPublishedNewsContaining(db, phrase, today, limit * 4);
  return candidates
    .filter((post) => word.test(post.title) || word.test(post.summary) || word.test(post.body))
    .slice(0, limit)
    .map((post) => ({ slug: post.slug, title: post.title, publishedOn: post.published_on }));
}
