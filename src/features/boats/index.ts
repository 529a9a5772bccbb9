// What other features use of the boats: the search's pure model (saved searches name, open and match with it).
export { describeFilters } from '@harbour/domain/search/filters-describe';
export { boatsMatchingSearch, searchFromParams, searchParamsOf } from '@harbour/domain/search/search-match';
export type { BoatsSearch } from '@harbour/domain/search/search-params';
export { boatPath } from './model/seo';
