import { Subject } from 'rxjs';
import type { DeviceBackendDb, PortalCollectionName } from './backend-db';
import type { Caller } from '../caller';
import { canRead, readAs, writeRefusal } from './backend-rules';
import { byCodeUnits } from '@/lib/compare';
import { withDefaults } from '../schemas/doc-defaults';
import { keepDocumentFiles } from './document-files';

type Doc = Record<string, unknown>;
export type DocWithDeleted = Doc & { _deleted: boolean };

export interface BackendCheckpoint {
  serverTs: number;
  id: string;
}

export interface PushRow {
  assumedMasterState?: DocWithDeleted;
  newDocumentState: DocWithDeleted;
}

export interface Refusal {
  collection: PortalCollectionName;
  id: string;
  /** The refused version. */
  updatedAt: string | null;
  reason: string;
}

export class BackendUnreachableError extends Error {
  constructor() {
    super('The backend cannot be reached (offline). Changes stay on this device and are sent when back online.');
    this.name = 'BackendUnreachableError';
  }
}

/** Plain document fields: RxDB's own meta (_rev, _meta, _attachments, _deleted) is not server data. */
export function plainDoc(doc: Doc): Doc {
  const out: Doc = {};
  for (const [k, v] of Object.entries(doc)) if (!k.startsWith('_')) out[k] = v;
  return out;
}

function sameState(a: DocWithDeleted | undefined, b: { doc: Doc; deleted: boolean } | undefined): boolean {
  if (!a || !b) return !a && !b;
  return a._deleted === b.deleted && stableJson(plainDoc(a)) === stableJson(b.doc);
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Doc).sort(([x], [y]) => byCodeUnits(x, y)))
      : v,
  );
}

const CHANNEL = 'harbour-device-backend';

/**
 * The device-only backend: answers RxDB replication pulls and pushes from the device backend database,
 * applying the same access rules as the real backend, and only while "the network" is up (the page passes
 * networkReachable; by default navigator.onLine), so offline work stays pending exactly as it would against Firestore.
 */
export class DeviceBackend {
  /** Emits after every accepted write, in this tab and (via BroadcastChannel) in other tabs. */
  readonly changes$ = new Subject<void>();
  private channel: BroadcastChannel | null =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);

  constructor(
    readonly db: DeviceBackendDb,
    private readonly reachable: () => boolean | Promise<boolean> = () =>
      typeof navigator === 'undefined' || navigator.onLine,
  ) {
    this.channel?.addEventListener('message', () => this.changes$.next());
  }

  /** Whether "the network" to this backend is up now. */
  async isReachable(): Promise<boolean> {
    return this.reachable();
  }

  private async ensureReachable() {
    if (!(await this.isReachable())) throw new BackendUnreachableError();
  }

  async pull(
    caller: Caller,
    collection: PortalCollectionName,
    checkpoint: BackendCheckpoint | undefined,
    batchSize: number,
  ) {
    await this.ensureReachable();
    const from = checkpoint ?? { serverTs: -1, id: '' };
    const documents: DocWithDeleted[] = [];
    let last = checkpoint;
    await this.db.rows
      .where('[collection+serverTs]')
      .between([collection, from.serverTs], [collection, Infinity], true, true)
      .until(() => documents.length >= batchSize)
      .each((row) => {
        if (row.serverTs === from.serverTs && row.id <= from.id) return;
        last = { serverTs: row.serverTs, id: row.id };
        if (canRead(caller, collection, row.doc))
          documents.push({ ...readAs(caller, collection, row.doc), _deleted: row.deleted });
      });
    return { documents, checkpoint: last };
  }

  /**
   * Returns the master state of every row that conflicts; accepted rows are written. A row the rules refuse is
   * neither written nor a conflict: as Firestore's refused push (firebase/firestore-push.ts), it is reported to
   * `onRefused` and stays on the device, marked as refused, so nothing the user typed is rolled back unseen.
   */
  async push(
    caller: Caller,
    collection: PortalCollectionName,
    rows: PushRow[],
    onRefused: (refusal: Refusal) => void = () => {},
  ): Promise<DocWithDeleted[]> {
    await this.ensureReachable();
    const conflicts: DocWithDeleted[] = [];
    const refusals: Refusal[] = [];
    let wrote = false;
    await this.db.transaction('rw', this.db.rows, this.db.meta, this.db.files, async () => {
      let ts = Number((await this.db.meta.get('serverTs'))?.value ?? 0);
      for (const row of rows) {
        const next = row.newDocumentState;
        const id = String(next.id);
        const current = await this.db.rows.get([collection, id]);
        // The stored document as the replica reads it (field defaults, as the pull gives it): an old document without
        // a field is not a conflict with the replica's copy of it.
        const master = current ? { doc: withDefaults(collection, current.doc), deleted: current.deleted } : undefined;
        if (!sameState(row.assumedMasterState, master)) {
          if (master) conflicts.push({ ...master.doc, _deleted: master.deleted });
          continue;
        }
        const reason = writeRefusal(
          caller,
          collection,
          current && !current.deleted ? current.doc : null,
          plainDoc(next),
          next._deleted,
        );
        if (reason) {
          refusals.push({
            collection,
            id,
            updatedAt: typeof next.updatedAt === 'string' ? next.updatedAt : null,
            reason,
          });
          continue;
        }
        ts = Math.max(ts + 1, Date.now());
        await this.db.rows.put({ collection, id, doc: plainDoc(next), deleted: next._deleted, serverTs: ts });
        // What the boat trigger does in Firebase mode: the listing's stored PDFs follow its documents list.
        if (collection === 'boats')
          await keepDocumentFiles(
            this.db.files,
            current && !current.deleted ? current.doc : null,
            next._deleted ? null : plainDoc(next),
          );
        wrote = true;
      }
      await this.db.meta.put({ key: 'serverTs', value: ts });
    });
    refusals.forEach(onRefused);
    if (wrote) this.notify();
    return conflicts;
  }

  /** Server-side write (what a Cloud Function or the seed does): no rules, bumps the checkpoint. */
  async serverWrite(collection: PortalCollectionName, doc: Doc, deleted = false): Promise<void> {
    await this.db.transaction('rw', this.db.rows, this.db.meta, async () => {
      const ts = Math.max(Number((await this.db.meta.get('serverTs'))?.value ?? 0) + 1, Date.now());
      await this.db.rows.put({ collection, id: String(doc.id), doc: plainDoc(doc), deleted, serverTs: ts });
      await this.db.meta.put({ key: 'serverTs', value: ts });
    });
    this.notify();
  }

  /**
   * Server-side read-modify-write in one transaction, applied at most once per idempotency key
   * (several tabs may deliver the same outbox document). Returns false when the key was already applied.
   */
  async serverUpdate(
    collection: PortalCollectionName,
    id: string,
    update: (current: Doc | null) => Doc,
    idempotencyKey: string,
  ): Promise<boolean> {
    const applied = await this.db.transaction('rw', this.db.rows, this.db.meta, async () => {
      if (await this.db.meta.get(`applied:${idempotencyKey}`)) return false;
      const current = await this.db.rows.get([collection, id]);
      const ts = Math.max(Number((await this.db.meta.get('serverTs'))?.value ?? 0) + 1, Date.now());
      const next = plainDoc(update(current && !current.deleted ? current.doc : null));
      await this.db.rows.put({ collection, id, doc: next, deleted: false, serverTs: ts });
      await this.db.meta.put({ key: 'serverTs', value: ts });
      await this.db.meta.put({ key: `applied:${idempotencyKey}`, value: ts });
      return true;
    });
    if (applied) this.notify();
    return applied;
  }

  async read<T = Doc>(collection: PortalCollectionName, id: string): Promise<T | null> {
    const row = await this.db.rows.get([collection, id]);
    return row && !row.deleted ? (row.doc as T) : null;
  }

  private notify() {
    this.changes$.next();
    this.channel?.postMessage('changed');
  }

  close() {
    this.channel?.close();
    this.changes$.complete();
  }
}
