export { LeadsTab } from './leads-tab';
export { LeadDashboardSection } from './lead-dashboard-section';
export { LeadNotificationsPanel } from './lead-notifications-panel';
export { useLeadNotifications, type LeadNotifications } from './use-lead-notifications';
export { ALL_LEADS, leadQueryOf, leadSearchOf, type LeadQuery, type LeadSearch } from './model/lead-search';
