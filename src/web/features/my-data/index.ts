/** What other features and src/web/app may use from the my-data feature; everything else in this folder is internal. */
export { YourData } from './your-data';
// The People tab's action for a request received by post or mail (docs/product.md#download-my-data).
export { SendDataDialog } from './send-data-dialog';
