import type { DocumentSchema } from './json-schema';

/**
 * Admin-only commercial terms of a boat, kept in their own document because access rules grant whole
 * documents: public readers can read a listing but never this.
 */
export interface BoatCommercial {
  /** Same id as the boat. */
  id: string;
  /** Percent, 0 to 100 in steps of 0.01; null = not set (shown as N/A). */
  commissionRate: number | null;
  updatedAt: string;
}

export const boatCommercialSchema: DocumentSchema<BoatCommercial> = {
  title: 'boat commercial terms',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    commissionRate: { type: ['number', 'null'], minimum: 0, maximum: 100 },
    updatedAt: { type: 'string', maxLength: 40 },
  },
  required: ['id', 'commissionRate', 'updatedAt'],
};
