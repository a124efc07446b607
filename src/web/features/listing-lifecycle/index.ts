/** What other web features and the app may use from the listing lifecycle (docs/product.md#listing-lifecycle). */
export { ListingControls, listingStateText, type ListingState } from './listing-controls';
