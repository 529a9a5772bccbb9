export { AdminRoutePage } from './admin-route-page';
export { parseAdminSearch, selectedTab, type AdminSearch, type AdminTab } from './model/search';
export type { BlogTabContent } from './tabs/blog-tab';
