/** The page of Delete my account (docs/product.md#delete-account). */
export const DELETE_ACCOUNT_PATH = '/profile/delete';
