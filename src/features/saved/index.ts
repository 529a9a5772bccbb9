// The shortlist: hearts on cards and boat pages, recently viewed, compare. (The /saved page is its route's own chunk:
// src/routes/saved.tsx. The header's Saved link is the app's, src/app/layout/saved-nav-link.tsx: on every page, it
// reads the count's hint and none of this.)
export { SaveBoatButton } from './save-boat-button';
export { rememberViewed } from './api/recently-viewed';
export { RecentlyViewed } from './recently-viewed';
export { CompareToggle } from './compare-toggle';
export { CompareTray } from './compare-tray';
export { CompareLink } from './compare-link';
