import type { DocumentSchema } from './json-schema';

export const INQUIRY_STATUSES = ['new', 'contacted', 'qualified', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
/**
 * 'boat': Request Information on a boat page; 'sell' and 'contact': the public forms, kept as leads; 'charter': a
 * request to book the charter boat (#33: its ask in the details, charter/charter-request.ts). Since the leads' schema
 * version 3 and the visitor records' version 3.
 */
export const INQUIRY_TYPES = ['boat', 'sell', 'contact', 'charter'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

/** A lead: anything a visitor sends the team. Written to RxDB first, delivered by the sync layer. */
export interface Inquiry {
  id: string;
  boatId: string | null;
  /** 'year make model' of the boat at the time of sending, so the lead reads well even if the boat goes. */
  boatTitle: string | null;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  inquiryType: InquiryType;
  status: InquiryStatus;
  /** Extra fields of the sell and contact forms (subject, boat make, asking price, ...), as text. */
  details: Record<string, string>;
  createdAt: string;
  /** Changes with every status update; what the sync layer compares. */
  updatedAt: string;
  /** Owner (createdBy) of the boat asked about. Set by the backend, never trusted from a visitor. */
  boatOwnerId?: string | null;
}

export const inquirySchema: DocumentSchema<Inquiry> = {
  title: 'inquiry',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    boatId: { type: ['string', 'null'], maxLength: 64 },
    boatTitle: { type: ['string', 'null'], maxLength: 220 },
    name: { type: 'string', maxLength: 100 },
    email: { type: 'string', maxLength: 255 },
    phone: { type: ['string', 'null'], maxLength: 20 },
    message: { type: ['string', 'null'], maxLength: 2000 },
    inquiryType: { type: 'string', enum: [...INQUIRY_TYPES] },
    status: { type: 'string', enum: [...INQUIRY_STATUSES] },
    details: { type: 'object', additionalProperties: { type: 'string', maxLength: 2000 } },
    createdAt: { type: 'string', maxLength: 40 },
    updatedAt: { type: 'string', maxLength: 40 },
    boatOwnerId: { type: ['string', 'null'], maxLength: 128 },
  },
  required: [
    'id',
    'boatId',
    'boatTitle',
    'name',
    'email',
    'phone',
    'message',
    'inquiryType',
    'status',
    'details',
    'createdAt',
    'updatedAt',
  ],
};
