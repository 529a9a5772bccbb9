export { ListingHistory } from './listing-history';
