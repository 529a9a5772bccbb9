/**
 * What a field reads as in a stored document written before that field existed: one table for the web app (applied
 * to every document its replicas pull) and the Cloud Functions (applied to every document they read before using
 * it). Adding a field to a schema means adding its default here (docs/DATA-MODEL.md, "Changing a schema"); a unit
 * test (src/data/collections/field-defaults.test.ts) holds every required list, map and nullable field of the synced
 * schemas to having one.
 */

type Defaults = Readonly<Record<string, unknown>>;

/**
 * Version 1 (the team's part of a lead, schemas/lead.ts): no history, unassigned, source from its form, no tags.
 * Version 2: not stamped with its arrival yet (receivedAt, finding N13).
 */
const LEAD_DEFAULTS = {
  boatId: null,
  boatTitle: null,
  phone: null,
  message: null,
  details: {},
  boatOwnerId: null,
  activity: [],
  assignedTo: null,
  source: null,
  tags: [],
  receivedAt: null,
} as const satisfies Defaults;

export const FIELD_DEFAULTS = {
  boats: {
    features: [],
    specifications: {},
    images: [],
    createdBy: null,
    priceOnRequest: false,
    priceHistory: [],
    statusHistory: [],
    publishedAt: null,
    soldAt: null,
    showAsSold: false,
    changedAt: null,
    particulars: {},
    videoUrl: null,
    documents: [],
  },
  boatCommercials: { commissionRate: null },
  blogPosts: { excerpt: null, featuredImageUrl: null, tags: [], publishedAt: null, viewCount: 0, authorId: null },
  submissions: { reviewNote: null, photos: [], boatId: null, particulars: {} },
  inquiries: LEAD_DEFAULTS,
  // An owner's copy of a lead (owner-lead.ts) reads as a lead with nothing to reach the visitor by.
  ownerLeads: { ...LEAD_DEFAULTS, email: '' },
  // Version 1: no search gets emails.
  profiles: { phone: null, searchAlerts: [] },
  savedBoats: { removedAt: null },
  viewCounts: { ownerId: null, total: 0, daily: {} },
  // Version 1: exchange rates never set (no approximate prices).
  siteSettings: { exchangeRates: null, exchangeRatesSetAt: null },
} as const satisfies Record<string, Defaults>;

export type DefaultedCollection = keyof typeof FIELD_DEFAULTS;

/** Deep copy of a default, so no two documents share one array or map. */
function fresh(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fresh);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fresh(v)]));
  }
  return value;
}

/**
 * Pure: the document with every missing field of its collection set to its default. Fields the document has (also
 * null) are kept as they are; a collection without defaults returns the document itself.
 */
export function withDefaults<T extends object>(collection: string, doc: T): T {
  const defaults: Defaults | undefined = (FIELD_DEFAULTS as Record<string, Defaults>)[collection];
  if (!defaults) return doc;
  const missing = Object.keys(defaults).filter((key) => (doc as Record<string, unknown>)[key] === undefined);
  if (!missing.length) return doc;
  const out: Record<string, unknown> = { ...(doc as Record<string, unknown>) };
  for (const key of missing) out[key] = fresh(defaults[key]);
  return out as T;
}
