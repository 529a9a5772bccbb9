// Pure: the pipeline charts of the admin dashboard (#18 "See the pipeline"): leads per week by source, the funnel
// New → Contacted → Qualified → Closed, and how long first responses took.
import { addWeeks, startOfWeek } from 'date-fns';
import { INQUIRY_STATUSES, type InquiryStatus } from '@harbour/domain/schemas/inquiry';
import { LEAD_SOURCES, leadSource, type Lead, type LeadSource } from '@harbour/domain/schemas/lead';
import { firstResponseAt } from '@harbour/domain/leads/lead-activity';
import { responseTimeMs } from '@harbour/domain/leads/response-time';
import { leadArrivalMs, leadArrivedAt, type ArrivalFields } from '@harbour/domain/leads/lead-arrival';

type PipelineLead = Pick<Lead, 'status' | 'source' | 'inquiryType' | 'activity'> & ArrivalFields;

export interface WeekOfLeads {
  /** The week's Monday (local time), as yyyy-MM-dd. */
  week: string;
  bySource: Record<LeadSource, number>;
  total: number;
}

const ymd = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Pure: the last `weeks` weeks (this one included), oldest first, each with its leads counted by source. */
export function leadsPerWeek(leads: readonly PipelineLead[], now: Date, weeks = 12): WeekOfLeads[] {
  const first = addWeeks(startOfWeek(now, { weekStartsOn: 1 }), -(weeks - 1));
  const rows = Array.from({ length: weeks }, (_, i) => ({
    week: ymd(addWeeks(first, i)),
    bySource: Object.fromEntries(LEAD_SOURCES.map((s) => [s, 0])) as Record<LeadSource, number>,
    total: 0,
  }));
  const byWeek = new Map(rows.map((row) => [row.week, row]));
  for (const lead of leads) {
    // By the server's arrival (finding N13), not the visitor's clock.
    const at = leadArrivalMs(lead, now);
    if (at === null || at > now.getTime()) continue;
    const row = byWeek.get(ymd(startOfWeek(new Date(at), { weekStartsOn: 1 })));
    if (!row) continue;
    row.bySource[leadSource(lead)] += 1;
    row.total += 1;
  }
  return rows;
}

export interface FunnelStep {
  status: InquiryStatus;
  /** Leads that reached this step (now there, or past it, or there once in their history). */
  reached: number;
  /** Share of the step before that reached this one (0..1); null for the first step or when none reached that. */
  fromPrevious: number | null;
}

/** Pure: the funnel over the statuses in order. A lead counts for every step up to the furthest it reached. */
export function leadFunnel(leads: readonly PipelineLead[]): FunnelStep[] {
  const furthest = (lead: PipelineLead) => {
    let index = INQUIRY_STATUSES.indexOf(lead.status);
    for (const e of lead.activity) if (e.kind === 'status') index = Math.max(index, INQUIRY_STATUSES.indexOf(e.to));
    return index;
  };
  const reached = INQUIRY_STATUSES.map((_, step) => leads.filter((l) => furthest(l) >= step).length);
  return INQUIRY_STATUSES.map((status, i) => ({
    status,
    reached: reached[i]!,
    fromPrevious: i === 0 || reached[i - 1] === 0 ? null : reached[i]! / reached[i - 1]!,
  }));
}

export const RESPONSE_BUCKETS = ['Within 1 h', '1–2 h', '2–4 h', '4–24 h', 'Over 24 h', 'Not answered'] as const;

/** Pure: how many leads had their first response in each time band (the distribution chart). */
export function responseTimeBands(leads: readonly PipelineLead[], now: Date): { band: string; leads: number }[] {
  const limits = [1, 2, 4, 24].map((h) => h * 3_600_000);
  const counts = RESPONSE_BUCKETS.map(() => 0);
  for (const lead of leads) {
    const ms = responseTimeMs({ arrivedAt: leadArrivedAt(lead, now), firstResponseAt: firstResponseAt(lead.activity) });
    const band = ms === null ? counts.length - 1 : limits.findIndex((limit) => ms <= limit);
    counts[band === -1 ? limits.length : band]! += 1;
  }
  return RESPONSE_BUCKETS.map((band, i) => ({ band, leads: counts[i]! }));
}
