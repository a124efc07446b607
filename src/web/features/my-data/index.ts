/** What other features and src/web/app may use from the my-data feature; everything else in this folder is internal. */
export { YourData } from './your-data';
