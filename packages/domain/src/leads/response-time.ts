import { HOUR_MS, DAY_MS } from '../time-units';
// Pure: how fast the brokerage answers its leads (#18 "Answer on time, and measure it").

/** A lead unanswered this long after it arrived is overdue (the site promises a reply within 24 hours). */
export const OVERDUE_AFTER_MS = DAY_MS;

/** What the response rules read of a lead. */
export interface LeadTiming {
  /** When the lead arrived: leadArrivedAt (lead-arrival.ts), the server's stamp, never the visitor's clock alone. */
  arrivedAt: string;
  /** When an admin first answered it: on the device that acted, also when that was offline. Null until then. */
  firstResponseAt: string | null;
  /** Its status, where known: a lead past New was answered, even with no time kept (leads from before the history). */
  status?: string;
}

const time = (iso: string | null): number | null => {
  if (iso === null) return null;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : t;
};

/** Pure: how long the lead waited for its first response, in ms; null while unanswered (or unreadable dates). */
export function responseTimeMs(lead: LeadTiming): number | null {
  const arrived = time(lead.arrivedAt);
  const answered = time(lead.firstResponseAt);
  if (arrived === null || answered === null) return null;
  // A device clock a little behind the visitor's must not make a negative wait.
  return Math.max(0, answered - arrived);
}

/** Pure: unanswered 24 hours or more after it arrived. */
export function isOverdue(lead: LeadTiming, now: Date): boolean {
  const arrived = time(lead.arrivedAt);
  if (lead.status !== undefined && lead.status !== 'new') return false;
  return lead.firstResponseAt === null && arrived !== null && now.getTime() - arrived >= OVERDUE_AFTER_MS;
}

/** Pure: a lead's age as brokers read it: '45 min', '26 h', '3 d'. */
export function leadAge(lead: Pick<LeadTiming, 'arrivedAt'>, now: Date): string {
  const arrived = time(lead.arrivedAt);
  if (arrived === null) return '';
  const ms = Math.max(0, now.getTime() - arrived);
  if (ms < HOUR_MS) return `${Math.floor(ms / 60_000)} min`;
  if (ms < 3 * DAY_MS) return `${Math.floor(ms / HOUR_MS)} h`;
  return `${Math.floor(ms / DAY_MS)} d`;
}

export interface ResponseStats {
  /** Leads that arrived in the window. */
  arrived: number;
  /** Of those, answered. */
  answered: number;
  /** Of those, still waiting for a first response (New, unanswered). */
  waiting: number;
  /**
   * Median wait for a first response, in ms, over the answered leads (their wait) and the waiting ones (their wait so
   * far: at least that), so unanswered leads pull it up rather than drop out; null when there are none of either.
   */
  medianMs: number | null;
  /** Share of the arrived leads answered within 2 hours, and within 24 hours (0..1); null when none arrived. */
  within2h: number | null;
  within24h: number | null;
}

/** Pure: still waiting for its first response: New (or of unknown status) and never answered. */
function isWaiting(lead: LeadTiming): boolean {
  return lead.firstResponseAt === null && (lead.status === undefined || lead.status === 'new');
}

/**
 * Pure: the response figures over the leads that arrived in the last `days` days. Shares are of every lead that
 * arrived, answered or not (a lead never answered is not answered in time), so they cannot look better by ignoring
 * the ones nobody answered; the median counts each waiting lead's wait so far, for the same reason.
 */
export function responseStats(leads: readonly LeadTiming[], now: Date, days: number): ResponseStats {
  const since = now.getTime() - days * DAY_MS;
  const inWindow = leads.filter((lead) => {
    const arrived = time(lead.arrivedAt);
    return arrived !== null && arrived > since && arrived <= now.getTime();
  });
  const waits = inWindow.map(responseTimeMs).filter((ms): ms is number => ms !== null);
  const waitingSoFar = inWindow.filter(isWaiting).map((lead) => Math.max(0, now.getTime() - time(lead.arrivedAt)!));
  const share = (limit: number) =>
    inWindow.length === 0 ? null : waits.filter((ms) => ms <= limit).length / inWindow.length;
  return {
    arrived: inWindow.length,
    answered: waits.length,
    waiting: waitingSoFar.length,
    medianMs: median([...waits, ...waitingSoFar]),
    within2h: share(2 * HOUR_MS),
    within24h: share(DAY_MS),
  };
}

/** Pure: what a median covers, under it on the dashboard: '12 leads, 3 still waiting'; 'No leads' when none. */
export function medianCoverText(stats: Pick<ResponseStats, 'answered' | 'waiting'>): string {
  const counted = stats.answered + stats.waiting;
  if (counted === 0) return 'No leads';
  const leads = `${counted} ${counted === 1 ? 'lead' : 'leads'}`;
  return stats.waiting ? `${leads}, ${stats.waiting} still waiting` : leads;
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Pure: a duration as the dashboard shows it: '25 min', '3.5 h', '2.1 d'; '—' for none. */
export function durationText(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < HOUR_MS) return `${Math.round(ms / 60_000)} min`;
  if (ms < DAY_MS) return `${(ms / HOUR_MS).toFixed(1).replace(/\.0$/, '')} h`;
  return `${(ms / DAY_MS).toFixed(1).replace(/\.0$/, '')} d`;
}
