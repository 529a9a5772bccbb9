/**
 * Pure: when a new follow-up is due unless the broker says otherwise: tomorrow at 9:00 on the device's clock, as the
 * `datetime-local` field writes it (`yyyy-MM-ddTHH:mm`). A form that starts empty refused "Add follow-up" for want of
 * a date (#30); a broker mostly means "tomorrow morning".
 */
export function defaultFollowUpDue(now: Date): string {
  const due = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 9, 0);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${due.getFullYear()}-${two(due.getMonth() + 1)}-${two(due.getDate())}T09:00`;
}
