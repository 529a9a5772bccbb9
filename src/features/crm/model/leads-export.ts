// Pure: the leads on screen (filtered) as a CSV file (#18): one row a lead, what a broker would sort in a spreadsheet.
import { toCsv } from './csv';
import { firstResponseAt } from '@harbour/domain/leads/lead-activity';
import { isOverdue } from '@harbour/domain/leads/response-time';
import { leadArrivedAt } from '@harbour/domain/leads/lead-arrival';
import { leadSource, type Lead } from '@harbour/domain/schemas/lead';
import { LEAD_KINDS, leadKind } from './lead-list';

const HEADER = [
  'Received',
  "Sent (visitor's clock)",
  'Type',
  'Source',
  'Status',
  'Name',
  'Email',
  'Phone',
  'Boat',
  'Message',
  'Assigned to',
  'Tags',
  'First response',
  'Overdue',
];

/** Pure: the CSV text (UTF-8 with BOM, formula-safe cells: csv.ts). `nameOf` names an assignee by uid. */
export function leadsCsv(leads: readonly Lead[], nameOf: (uid: string) => string, now: Date): string {
  const kindLabel = new Map(LEAD_KINDS.map((k) => [k.value, k.label]));
  return toCsv(
    HEADER,
    leads.map((lead) => {
      const answered = firstResponseAt(lead.activity);
      // Received is the server's arrival (finding N13); the sending device's own time is kept beside it.
      const arrivedAt = leadArrivedAt(lead, now);
      return [
        arrivedAt,
        lead.createdAt,
        kindLabel.get(leadKind(lead)),
        leadSource(lead),
        lead.status,
        lead.name,
        lead.email,
        lead.phone,
        lead.boatTitle,
        lead.message,
        lead.assignedTo === null ? '' : nameOf(lead.assignedTo),
        lead.tags.join(', '),
        answered,
        isOverdue({ arrivedAt, firstResponseAt: answered, status: lead.status }, now) ? 'yes' : 'no',
      ];
    }),
  );
}

/** Pure: the file's name, dated: 'leads-2026-11-27.csv'. */
export function leadsCsvName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `leads-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
