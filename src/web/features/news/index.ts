/** What other features and src/web/app may use from the news feature; everything else in this folder is internal. */
export { newsKeys } from './query-keys';
export { useAdminNews, useDeleteNews, useSaveNews } from './api/admin-news';
