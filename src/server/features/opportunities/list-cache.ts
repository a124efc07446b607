import type { Executor } from '#server/db/database';
import { readListVersion, type PostList } from './repository';

/** Distinct searches kept per server; the least recently asked is dropped first. */
const MAX_ENTRIES = 500;

/**
 * The public post lists' answers, kept per list and query until the list's version moves
 * (docs/decisions/020-post-search-and-list-versions.md). The version is raised by a database trigger in
 * the transaction of any change to the list's table, on any server instance, so a request reads one
 * row, and the search and its count run once per change instead of once per request. The version is
 * read before the list: an answer is never kept under a version newer than the rows it shows.
 */
export class PostListCache {
  private readonly entries = new Map<string, { version: number; answer: unknown }>();

  async get<T>(db: Executor, list: PostList, query: object, load: () => Promise<T>): Promise<T> {
    const key = `${list} ${JSON.stringify(query)}`;
    const version = await readListVersion(db, list);
    const kept = this.entries.get(key);
    this.entries.delete(key);
    if (kept?.version === version) {
      this.entries.set(key, kept);
      return kept.answer as T;
    }
    const answer = await load();
    this.entries.set(key, { version, answer });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return answer;
  }
}
