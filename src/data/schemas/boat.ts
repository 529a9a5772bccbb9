import type { RxJsonSchema } from 'rxdb';

export const BOAT_STATUSES = ['draft', 'active', 'pending_review', 'sold'] as const;
export type BoatStatus = (typeof BOAT_STATUSES)[number];
export const BOAT_CONDITIONS = ['new', 'used'] as const;
export type BoatCondition = (typeof BOAT_CONDITIONS)[number];

/** The six standard specification keys; any other key is a custom specification. */
export const STANDARD_SPEC_KEYS = ['beam', 'draft', 'engines', 'fuelCapacity', 'cruisingSpeed', 'maxSpeed'] as const;
export type StandardSpecKey = (typeof STANDARD_SPEC_KEYS)[number];

export interface BoatImage {
  id: string;
  /** Absolute URL, a path starting with '/', or a bundled file name. */
  url: string;
  isPrimary: boolean;
  displayOrder: number;
  alt?: string;
}

/** A boat as the public site sees it (the public projection: no commission, active only). */
export interface Boat {
  id: string;
  year: number;
  make: string;
  model: string;
  type: string;
  condition: BoatCondition;
  /** Whole US dollars. */
  price: number;
  /** Feet. */
  length: number;
  description: string;
  location: string;
  features: string[];
  specifications: Record<string, string>;
  status: BoatStatus;
  createdAt: string;
  createdBy: string | null;
  updatedAt: string;
  images: BoatImage[];
}

export const boatSchema: RxJsonSchema<Boat> = {
  title: 'boat',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    year: { type: 'integer', minimum: 1900, maximum: 2200 },
    make: { type: 'string', maxLength: 100 },
    model: { type: 'string', maxLength: 100 },
    type: { type: 'string', maxLength: 60 },
    condition: { type: 'string', enum: [...BOAT_CONDITIONS] },
    price: { type: 'number', minimum: 0 },
    length: { type: 'number', minimum: 0 },
    description: { type: 'string', maxLength: 5000 },
    location: { type: 'string', maxLength: 200 },
    features: { type: 'array', items: { type: 'string', maxLength: 200 } },
    specifications: { type: 'object', additionalProperties: { type: 'string' } },
    status: { type: 'string', enum: [...BOAT_STATUSES], maxLength: 20 },
    createdAt: { type: 'string', format: 'date-time', maxLength: 40 },
    createdBy: { type: ['string', 'null'], maxLength: 128 },
    updatedAt: { type: 'string', format: 'date-time', maxLength: 40 },
    images: {
      type: 'array',
      maxItems: 10,
      items: {
        type: 'object',
        properties: {
          id: { type: 'string', maxLength: 64 },
          url: { type: 'string', maxLength: 2048 },
          isPrimary: { type: 'boolean' },
          displayOrder: { type: 'integer', minimum: 0 },
          alt: { type: 'string', maxLength: 300 },
        },
        required: ['id', 'url', 'isPrimary', 'displayOrder'],
      },
    },
  },
  required: [
    'id',
    'year',
    'make',
    'model',
    'type',
    'condition',
    'price',
    'length',
    'description',
    'location',
    'features',
    'specifications',
    'status',
    'createdAt',
    'createdBy',
    'updatedAt',
    'images',
  ],
  indexes: ['status'],
};
