/** What src/server/app.ts and other features may use from the opportunities feature; everything else in this folder is internal. */
export { opportunityRoutes } from './routes';
// Reports and the moderation queue act on posts through these (docs/product.md#reports).
export { deletePost, findPostForModeration, hidePost, lockPostRow, unhidePost } from './repository';
export { decidePostReview } from './service';
export { findPostUnderReview, listPendingPostsUnderReview, type PostUnderReview } from './moderation-content';
// Saved-search alerts match with the lists' own search (docs/decisions/020-post-search-and-list-versions.md).
export {
  readListVersion,
  searchIdeas,
  searchInternships,
  searchProjects,
  type ApprovalRange,
  type PostList,
} from './repository';
// The listing lifecycle keeps internships and projects open for a period (docs/product.md#listing-lifecycle).
export {
  closeListingAsFilled,
  expireListing,
  findListing,
  openListings,
  renewListing,
  type ListingRow,
} from './repository';
export type { StartListingPeriod } from './service';
// The demo seed (src/server/db/seed) builds its content with these.
export { decidePost, insertIdea, insertInternship, insertProject } from './repository';

// The impact counters count what the lists offer; alert digests read every list's version.
export { countListedOnOffer, readListVersions } from './repository';

// A person's own submissions list their posts (docs/product.md#application-status).
export { listOwnPosts } from './repository';
// The person's download gathers what each part holds (docs/product.md#download-my-data).
export { personalRecordsOf as opportunitiesPersonalRecords } from './repository';
// Delete my account: each part erases what it holds (docs/product.md#delete-account).
export { erasePersonalRecordsOf as opportunitiesErasePersonalRecords } from './repository';
