// The shortlist: hearts on cards and boat pages, the navigation's Saved link, recently viewed. (The /saved page is
// its route's own chunk: src/routes/saved.tsx.)
export { SaveBoatButton } from './save-boat-button';
export { SavedNavLink } from './saved-nav-link';
export { rememberViewed } from './api/recently-viewed';
export { RecentlyViewed } from './recently-viewed';
export { CompareToggle } from './compare-toggle';
export { CompareTray } from './compare-tray';
export { CompareLink } from './compare-link';
