/** What src/server/app.ts and other features may use from the opportunities feature; everything else in this folder is internal. */
export { opportunityRoutes } from './routes';
// Reports and the moderation queue act on posts through these (docs/product.md#reports).
export {
  deletePost,
  findPostForModeration,
  hidePost,
  listPostsForReview,
  lockPostRow,
  unhidePost,
} from './repository';
export { decidePostReview } from './service';
// Saved-search alerts match with the lists' own search (docs/decisions/020-post-search-and-list-versions.md).
export {
  readListVersion,
  searchIdeas,
  searchInternships,
  searchProjects,
  type ApprovalRange,
  type PostList,
} from './repository';
