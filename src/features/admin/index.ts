export { AdminRoutePage } from './admin-route-page';
export { parseAdminSearch, selectedTab, type AdminSearch, type AdminTab } from './model/search';
