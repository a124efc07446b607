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
