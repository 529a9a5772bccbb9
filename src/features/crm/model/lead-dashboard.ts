// Pure: the leads figures of the admin dashboard (#18 "Answer on time, and measure it"): overdue, response times, and
// the follow-ups due today across every lead.
import { endOfDay } from 'date-fns';
import type { Lead } from '@harbour/domain/schemas/lead';
import { firstResponseAt, isTaskOverdue, openTasksDueBy } from '@harbour/domain/leads/lead-activity';
import { isOverdue, responseStats, type ResponseStats } from '@harbour/domain/leads/response-time';
import { leadArrivedAt, type ArrivalFields } from '@harbour/domain/leads/lead-arrival';

export interface DueFollowUp {
  leadId: string;
  leadName: string;
  taskId: string;
  text: string;
  dueAt: string;
  overdue: boolean;
}

export interface LeadFigures {
  overdue: number;
  last7: ResponseStats;
  last30: ResponseStats;
  dueToday: DueFollowUp[];
}

type DashboardLead = Pick<Lead, 'id' | 'name' | 'activity' | 'status'> & ArrivalFields;

export function leadFigures(leads: readonly DashboardLead[], now: Date): LeadFigures {
  const timings = leads.map((lead) => ({
    arrivedAt: leadArrivedAt(lead, now),
    firstResponseAt: firstResponseAt(lead.activity),
    status: lead.status,
  }));
  const dueToday = leads
    .flatMap((lead) =>
      openTasksDueBy(lead.activity, endOfDay(now)).map((task) => ({
        leadId: lead.id,
        leadName: lead.name,
        taskId: task.id,
        text: task.text,
        dueAt: task.dueAt,
        overdue: isTaskOverdue(task, now),
      })),
    )
    .sort((a, b) => (a.dueAt < b.dueAt ? -1 : 1));
  return {
    overdue: timings.filter((t) => isOverdue(t, now)).length,
    last7: responseStats(timings, now, 7),
    last30: responseStats(timings, now, 30),
    dueToday,
  };
}

/** Pure: a share as the dashboard shows it: '83%'; '—' when no lead arrived. */
export function shareText(share: number | null): string {
  return share === null ? '—' : `${Math.round(share * 100)}%`;
}
