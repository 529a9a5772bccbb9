/** What other features may use of the admin listings feature. */
export { checklistSummary, publishChecklist, type ChecklistItem } from './model/publish-checklist';
