// What the CRM (src/features/crm), whose Leads tab the dashboard mounts, takes from the admin portal: the dashboard's
// parts, its text and filter rules, and its live reads of the admin's replica. It names nothing that imports the CRM,
// so the two features import each other without a cycle (FEATURE_ENTRIES in tools/lint/eslint.config.mjs).
export { AdminDialog, Badge, FilterBar, PendingMark, card, cardTitle, muted } from './components/parts';
export type { BadgeTone } from './components/parts';
export { LEAD_FILTERS, type FilterOption } from './model/filters';
export { leadBoatLabel, phoneOrNA, statusLabel, truncateMessage } from './model/text';
export { combine, useAdminCollection, usePendingCheck } from './use-admin-data';
