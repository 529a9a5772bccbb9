import { leadArrivedAt, type ArrivalFields } from '@harbour/domain/leads/lead-arrival';
import type { Inquiry } from '@harbour/domain/schemas/inquiry';
import type { Submission } from '@harbour/domain/schemas/submission';
import { boatTitle } from '@harbour/domain/boats/boat-title';
import { statusLabel } from './text';
import { byCodeUnits } from '@/lib/compare';

export type ActivityKind = 'inquiry' | 'submission' | 'review' | 'lead-status';

export interface ActivityItem {
  /** Unique per event: kind + document id. */
  id: string;
  kind: ActivityKind;
  /** ISO time of the event. */
  at: string;
  title: string;
  detail: string;
  /** The admin tab where the item lives. */
  tab: 'leads' | 'submissions';
}

export const RECENT_ACTIVITY_LIMIT = 8;

const INQUIRY_SOURCE: Record<Inquiry['inquiryType'], string> = {
  boat: 'Boat inquiry',
  sell: 'Sell form',
  contact: 'Contact form',
  charter: 'Charter request',
};

/**
 * The Recent Activity feed: new leads, new submissions, and status changes of submissions (reviews) and
 * leads, newest first, at most `limit`. A status change is known from the document itself: a reviewed
 * submission (not pending, changed after it was sent) and a lead that is no longer 'new'; its time is updatedAt.
 */
export function recentActivity(
  data: {
    submissions: ReadonlyArray<Pick<Submission, 'id' | 'status' | 'submittedAt' | 'updatedAt' | 'submissionData'>>;
    inquiries: ReadonlyArray<
      Pick<Inquiry, 'id' | 'name' | 'inquiryType' | 'boatTitle' | 'status' | 'createdAt' | 'updatedAt'> & ArrivalFields
    >;
    /** Submitter names by user id (profiles). */
    names?: ReadonlyMap<string, string>;
    /** What an unstamped lead's future date is held to (leadArrivedAt). */
    now: Date;
  },
  limit = RECENT_ACTIVITY_LIMIT,
): ActivityItem[] {
  const items: ActivityItem[] = [];
  for (const lead of data.inquiries) {
    const about = lead.boatTitle ? ` about ${lead.boatTitle}` : '';
    items.push({
      id: `inquiry:${lead.id}`,
      kind: 'inquiry',
      // When the server received it (finding N13), not the visitor's clock.
      at: leadArrivedAt(lead, data.now),
      tab: 'leads',
      title: `New lead from ${lead.name}`,
      detail: `${INQUIRY_SOURCE[lead.inquiryType]}${about}`,
    });
    if (lead.status !== 'new' && lead.updatedAt > lead.createdAt) {
      items.push({
        id: `lead-status:${lead.id}`,
        kind: 'lead-status',
        at: lead.updatedAt,
        tab: 'leads',
        title: `Lead from ${lead.name} marked ${statusLabel(lead.status)}`,
        detail: INQUIRY_SOURCE[lead.inquiryType],
      });
    }
  }
  for (const sub of data.submissions) {
    const boat = boatTitle(sub.submissionData);
    items.push({
      id: `submission:${sub.id}`,
      kind: 'submission',
      at: sub.submittedAt,
      tab: 'submissions',
      title: `Submission received: ${boat}`,
      detail: `From ${sub.submissionData.ownerName}`,
    });
    if (sub.status !== 'pending' && sub.updatedAt > sub.submittedAt) {
      items.push({
        id: `review:${sub.id}`,
        kind: 'review',
        at: sub.updatedAt,
        tab: 'submissions',
        title: `Submission ${statusLabel(sub.status)}: ${boat}`,
        detail: `From ${sub.submissionData.ownerName}`,
      });
    }
  }
  return items.sort((a, b) => byCodeUnits(b.at, a.at) || byCodeUnits(a.id, b.id)).slice(0, Math.max(0, limit));
}
