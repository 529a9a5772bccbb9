import Dexie, { type Table } from 'dexie';
import type { DeviceCollectionName } from '../collections/portal-collections';

/** The Firestore-shaped collections the portals replicate (the registry's, less the functions-only ones). */
export type PortalCollectionName = DeviceCollectionName;

export interface BackendRow {
  collection: PortalCollectionName;
  id: string;
  /** The document as the server holds it (plain JSON, no RxDB meta). */
  doc: Record<string, unknown>;
  deleted: boolean;
  /** Server write order, strictly increasing across the whole backend: the pull checkpoint. */
  serverTs: number;
}

export interface BackendFile {
  id: string;
  blob: Blob;
  contentType: string;
  /** A listing's document: who may read it, as its listing says (document-files.ts); photos have none. */
  visibility?: 'public' | 'private';
  /**
   * A listing's document: its download token, as Firebase Storage gives each file one. The backend hands the address
   * with it (`?token=`) only to whom may read the file; the service worker then serves it, private or not.
   */
  token?: string;
}

export interface BackendMeta {
  key: string;
  value: number | string;
}

/**
 * Device-only mode's stand-in for Firestore + Storage: one IndexedDB database on this device that every
 * signed-in user's RxDB replica syncs with, exactly as they would with the real backend. It outlives
 * logouts (it is "the server"); the per-user databases do not.
 */
export class DeviceBackendDb extends Dexie {
  rows!: Table<BackendRow, [string, string]>;
  files!: Table<BackendFile, string>;
  meta!: Table<BackendMeta, string>;

  constructor(name = 'harbour-device-backend') {
    super(name);
    this.version(1).stores({
      rows: '[collection+id], [collection+serverTs]',
      files: 'id',
      meta: 'key',
    });
  }
}
