// Saved searches: what /boats loads when the visitor saves a search or shows a saved one (its slot,
// features/boats/list/saved-search-slot.tsx, imports this on demand), and the list on /saved.
export { default as SavedSearchBar, type SavedSearchBarProps } from './saved-search-bar';
export { default as SavedSearchesSection } from './saved-searches-section';
