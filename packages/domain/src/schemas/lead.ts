import type { DocumentSchema, TopLevelProperty } from './json-schema';
import { INQUIRY_STATUSES, inquirySchema, type Inquiry } from './inquiry';
import { REPLY_CHANNELS, type LeadActivity } from '../leads/lead-activity';

/** Where a lead came from: the site's forms, or a broker adding one met elsewhere (#18). */
export const LEAD_SOURCES = [
  'boat-inquiry',
  'sell-form',
  'contact-form',
  'charter-request',
  'boat-show',
  'phone',
  'walk-in',
  'other',
] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const MAX_LEAD_ACTIVITY = 300;
export const MAX_LEAD_TAGS = 10;
export const LEAD_TAG_MAX = 30;
export const LEAD_NOTE_MAX = 2000;

/**
 * A lead as the team works it (the replica's `inquiries`, version 2): what the visitor sent (inquiry.ts) and the
 * brokers' part: its history (lead-activity.ts), who it is assigned to, its source and tags. A visitor never writes
 * these (firestore.rules isNewInquiry allows only the visitor's fields); an owner's copy never has them (owner-lead.ts).
 */
export interface Lead extends Inquiry {
  activity: LeadActivity[];
  /** The admin working it (uid), or null. */
  assignedTo: string | null;
  /** Null: from its inquiryType (leadSource). */
  source: LeadSource | null;
  tags: string[];
  /**
   * When the lead reached the server (ISO), stamped by the backend from the document's creation time; null until then.
   * No client writes it (firestore.rules): lists and the overdue rule read it (leads/lead-arrival.ts), never the
   * sending device's `createdAt` (#32 finding N13). Since version 2.
   */
  receivedAt: string | null;
}

/** Pure: a lead's source: as set, else from the form it came through. */
export function leadSource(lead: Pick<Lead, 'source' | 'inquiryType'>): LeadSource {
  if (lead.source) return lead.source;
  return FORM_SOURCE[lead.inquiryType] ?? 'contact-form';
}

/** The source of a lead that came through one of the site's forms. */
const FORM_SOURCE: Record<Lead['inquiryType'], LeadSource> = {
  boat: 'boat-inquiry',
  sell: 'sell-form',
  contact: 'contact-form',
  charter: 'charter-request',
};

const text = (max: number) => ({ type: 'string', maxLength: max });
const activityItem = {
  type: 'object',
  properties: {
    id: text(64),
    kind: { type: 'string', enum: ['status', 'note', 'reply', 'task'] },
    at: text(40),
    by: text(128),
    from: { type: 'string', enum: [...INQUIRY_STATUSES] },
    to: { type: 'string', enum: [...INQUIRY_STATUSES] },
    text: { type: ['string', 'null'], maxLength: LEAD_NOTE_MAX },
    channel: { type: 'string', enum: [...REPLY_CHANNELS] },
    dueAt: text(40),
    doneAt: { type: ['string', 'null'], maxLength: 40 },
  },
  required: ['id', 'kind', 'at', 'by'],
};

export const leadSchema: DocumentSchema<Lead> = {
  ...(inquirySchema as unknown as DocumentSchema<Lead>),
  title: 'lead',
  // 3: charter requests (inquiryType 'charter', source 'charter-request', #33).
  version: 3,
  properties: {
    ...(inquirySchema.properties as DocumentSchema<Lead>['properties']),
    activity: { type: 'array', maxItems: MAX_LEAD_ACTIVITY, items: activityItem } as TopLevelProperty,
    assignedTo: { type: ['string', 'null'], maxLength: 128 },
    source: { type: ['string', 'null'], enum: [...LEAD_SOURCES, null] } as TopLevelProperty,
    tags: { type: 'array', maxItems: MAX_LEAD_TAGS, items: text(LEAD_TAG_MAX) } as TopLevelProperty,
    receivedAt: { type: ['string', 'null'], maxLength: 40 },
  },
  required: [
    ...(inquirySchema.required as string[]),
    'activity',
    'assignedTo',
    'source',
    'tags',
    'receivedAt',
  ] as DocumentSchema<Lead>['required'],
};
