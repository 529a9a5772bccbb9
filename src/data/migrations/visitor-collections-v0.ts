import {
  INTERNAL_CONTEXT_COLLECTION,
  getPrimaryKeyOfInternalDocument,
  type RxCollection,
  type RxDatabase,
  type RxJsonSchema,
} from 'rxdb';
import { inquirySchema, type Inquiry } from '@harbour/domain/schemas/inquiry';
import { viewEventSchema, type ViewEvent } from '@harbour/domain/schemas/view-event';
import { visitorRecordId, type VisitorRecord } from '@harbour/domain/schemas/visitor-record';
import { plainAs } from '../query/plain';

/**
 * Until December 2026 the public database kept the visitor's own records in four collections: `inquiries` and
 * `viewEvents` (the outbox), `deliveries` (what reached the backend) and `meta` (settings). They are one collection
 * now (`visitorRecords`), to stay within RxDB core's 13 open collections per page. A device that still holds the old
 * ones moves their documents over once, when the public database opens, and deletes them.
 */
interface DeliveryV0 {
  id: string;
  outbox: string;
  documentId: string;
  deliveredAt: string;
}
interface MetaEntryV0 {
  id: string;
  value: string;
}

const deliverySchemaV0: RxJsonSchema<DeliveryV0> = {
  title: 'delivery',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 140 },
    outbox: { type: 'string', maxLength: 60 },
    documentId: { type: 'string', maxLength: 64 },
    deliveredAt: { type: 'string', maxLength: 40 },
  },
  required: ['id', 'outbox', 'documentId', 'deliveredAt'],
};

const metaSchemaV0: RxJsonSchema<MetaEntryV0> = {
  title: 'meta',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: { id: { type: 'string', maxLength: 64 }, value: { type: 'string', maxLength: 2000 } },
  required: ['id', 'value'],
};

/**
 * The old `inquiries` collection's schema as those devices stored it: a copy, since the lead's own schema has moved on
 * (a charter request's type, #33) and RxDB opens a stored collection only with the very schema it was made with.
 */
const inquirySchemaV0: RxJsonSchema<Inquiry> = {
  ...(inquirySchema as RxJsonSchema<Inquiry>),
  version: 0,
  properties: {
    ...(inquirySchema.properties as RxJsonSchema<Inquiry>['properties']),
    inquiryType: { type: 'string', enum: ['boat', 'sell', 'contact'] },
  },
};

/** The old collections and their (version 0) schemas; view events kept theirs. */
export const VISITOR_COLLECTIONS_V0 = {
  inquiries: inquirySchemaV0,
  viewEvents: viewEventSchema,
  deliveries: deliverySchemaV0,
  meta: metaSchemaV0,
} as const;
type OldName = keyof typeof VISITOR_COLLECTIONS_V0;
const OLD_NAMES = Object.keys(VISITOR_COLLECTIONS_V0) as OldName[];

export interface VisitorCollectionsV0 {
  inquiries: Inquiry[];
  viewEvents: ViewEvent[];
  deliveries: DeliveryV0[];
  meta: MetaEntryV0[];
}

/** Pure: the visitor records holding what the old collections held; a delivered document keeps its delivery time. */
export function visitorRecordsFromV0(old: VisitorCollectionsV0): VisitorRecord[] {
  const deliveredAt = new Map(old.deliveries.map((d) => [`${d.outbox}:${d.documentId}`, d.deliveredAt]));
  return [
    ...old.inquiries.map((inquiry): VisitorRecord => ({
      id: visitorRecordId('inquiry', inquiry.id),
      kind: 'inquiry',
      deliveredAt: deliveredAt.get(`inquiries:${inquiry.id}`) ?? null,
      inquiry,
    })),
    ...old.viewEvents.map((view): VisitorRecord => ({
      id: visitorRecordId('view', view.id),
      kind: 'view',
      deliveredAt: deliveredAt.get(`viewEvents:${view.id}`) ?? null,
      view,
    })),
    ...old.meta.map((entry): VisitorRecord => ({
      id: visitorRecordId('setting', entry.id),
      kind: 'setting',
      deliveredAt: null,
      value: entry.value,
    })),
  ];
}

/** Which old collections this database still holds (RxDB lists every collection in its internal store). */
async function oldCollectionsIn(db: RxDatabase): Promise<OldName[]> {
  const ids = OLD_NAMES.map((name) => getPrimaryKeyOfInternalDocument(`${name}-0`, INTERNAL_CONTEXT_COLLECTION));
  const found = new Set((await db.internalStore.findDocumentsById(ids, false)).map((doc) => doc.id));
  return OLD_NAMES.filter((_, i) => found.has(ids[i]!));
}

/**
 * Moves the old collections' documents into `visitorRecords` (which must be open) and deletes the old collections.
 * Safe to repeat after an interruption: records already moved are kept as they are (the outbox may have delivered
 * one since), and the old collections go only after everything was written. Returns how many records it wrote.
 */
export async function moveVisitorCollectionsV0(db: RxDatabase): Promise<number> {
  const present = await oldCollectionsIn(db);
  if (!present.length) return 0;
  const opened = await db.addCollections(
    Object.fromEntries(present.map((name) => [name, { schema: VISITOR_COLLECTIONS_V0[name] }])),
  );
  const read = async <T>(name: OldName): Promise<T[]> =>
    opened[name] ? (await opened[name].find().exec()).map((doc) => plainAs<T>(doc)) : [];
  const records = visitorRecordsFromV0({
    inquiries: await read<Inquiry>('inquiries'),
    viewEvents: await read<ViewEvent>('viewEvents'),
    deliveries: await read<DeliveryV0>('deliveries'),
    meta: await read<MetaEntryV0>('meta'),
  });
  const visitorRecords = db.collections.visitorRecords as RxCollection<VisitorRecord>;
  const { error } = await visitorRecords.bulkInsert(records);
  const failed = error.filter((e) => e.status !== 409);
  if (failed.length)
    throw new Error(`Moving the visitor's records failed for ${failed.map((e) => e.documentId).join(', ')}`);
  for (const collection of Object.values(opened)) await collection.remove();
  return records.length - error.length;
}
