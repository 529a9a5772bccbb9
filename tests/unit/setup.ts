// IndexedDB for RxDB's Dexie storage in Node: fake-indexeddb stands in for the browser's IndexedDB.
import 'fake-indexeddb/auto';
