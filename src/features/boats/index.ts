// What other features use of the boats: the search's pure model (saved searches name, open and match with it).
export { describeFilters } from '@harbour/domain/search/filters-describe';
export { boatsMatchingSearch, searchFromParams, searchParamsOf } from '@harbour/domain/search/search-match';
export type { BoatsSearch } from '@harbour/domain/search/search-params';
export { boatPath } from './model/seo';
// A rendered /boats page's first screen, chosen by the list's own rules (src/app/prerender/page-snapshot.ts).
export { listFirstScreen } from './model/list-first-screen';
