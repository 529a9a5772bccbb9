// What other features use of the boats: the search's pure model (saved searches name, open and match with it).
export { describeFilters } from './model/filters-describe';
export { boatsMatchingSearch, searchFromParams, searchParamsOf } from './model/search-match';
export type { BoatsSearch } from './model/search-params';
export { boatPath } from './model/seo';
