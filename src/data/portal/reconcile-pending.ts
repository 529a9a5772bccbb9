import type { UserDatabase } from '../user-database';
import type { SyncStore } from './sync-store';
import { logError } from '@/lib/log';

/** The server's updatedAt of each of these documents of one local collection (null: not on the server). */
export type ServerVersions = (collection: string, ids: readonly string[]) => Promise<Map<string, string | null>>;

export interface LocalVersion {
  collection: string;
  id: string;
  updatedAt: string;
}

/** Pure: the pending versions the server already holds (its copy has the same updatedAt). */
export function alreadyOnServer(
  pending: readonly LocalVersion[],
  server: ReadonlyMap<string, ReadonlyMap<string, string | null>>,
): LocalVersion[] {
  return pending.filter((p) => server.get(p.collection)?.get(p.id) === p.updatedAt);
}

/**
 * Pending markers come from the device's record of the versions the backend acknowledged. That record can miss one
 * (the page closed between the server's answer and the record being written), and the marker then says
 * "1 change syncing…" for good although the server holds that very version. At start-up and after every reconnect,
 * the pending documents are looked up on the server and those it holds are recorded as acknowledged. Returns how many.
 */
export async function reconcilePending(
  db: UserDatabase,
  syncStore: SyncStore,
  collections: readonly string[],
  serverVersions: ServerVersions,
): Promise<number> {
  const collectionsOf = (d: UserDatabase) =>
    d as unknown as Record<string, { find(): { exec(): Promise<Array<{ id: string; updatedAt?: string }>> } }>;
  const acknowledged = new Map((await syncStore.versions.toArray()).map((v) => [v.key, v.updatedAt]));
  const pending: LocalVersion[] = [];
  for (const collection of collections) {
    const docs = await collectionsOf(db)[collection]!.find().exec();
    for (const doc of docs) {
      if (doc.updatedAt && acknowledged.get(`${collection}:${doc.id}`) !== doc.updatedAt)
        pending.push({ collection, id: doc.id, updatedAt: doc.updatedAt });
    }
  }
  if (!pending.length) return 0;
  const server = new Map<string, Map<string, string | null>>();
  for (const collection of new Set(pending.map((p) => p.collection))) {
    server.set(
      collection,
      await serverVersions(
        collection,
        pending.filter((p) => p.collection === collection).map((p) => p.id),
      ),
    );
  }
  const held = alreadyOnServer(pending, server);
  await Promise.all(held.map((p) => syncStore.record(p.collection, p.id, p.updatedAt)));
  return held.length;
}

/**
 * The replication, reconciling its pending markers now and after every reconnect (failures, e.g. offline, wait for the
 * next one); its stop() stops that too.
 */
export function reconciling<R extends { stop(): Promise<void> }>(replication: R, run: () => Promise<number>): R {
  const go = () => void run().catch((error: unknown) => logError('reconcile pending changes', error));
  go();
  const online = typeof window === 'undefined' ? null : window;
  online?.addEventListener('online', go);
  return {
    ...replication,
    async stop() {
      online?.removeEventListener('online', go);
      await replication.stop();
    },
  };
}
