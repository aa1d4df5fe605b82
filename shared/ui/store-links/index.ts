export { STORE_LABEL, StoreLinks, storeOrder } from './store-links';
export type { Store, StoreUrls } from './store-links';
