import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { applyFirestoreStandInFidelity, parseFieldPath } from './firestore-standin-fidelity.mjs';

const require = createRequire(import.meta.url);
const standIn = require('@firestore-emulator/server');
const { Write } = require('@firestore-emulator/proto/dist/google/firestore/v1/write');

describe('parseFieldPath', () => {
  it('splits plain and back-quoted segments', () => {
    expect(parseFieldPath('total')).toEqual(['total']);
    expect(parseFieldPath('daily.`2026-11-01`')).toEqual(['daily', '2026-11-01']);
    expect(parseFieldPath('`a.b`.c')).toEqual(['a.b', 'c']);
    expect(parseFieldPath('`x\\`y`')).toEqual(['x`y']);
  });
});

describe('stand-in field transforms after the fidelity fix', () => {
  it('applies nested increments and every transform of a write, even after a serverTimestamp', () => {
    applyFirestoreStandInFidelity(standIn);
    const state = new standIn.FirestoreState();
    const name = 'projects/p/databases/(default)/documents/viewCounts/boat:b1';
    const write = () =>
      Write.fromObject({
        update: { name, fields: { _deleted: { boolean_value: false } } },
        update_mask: { field_paths: ['_deleted'] },
        update_transforms: [
          { field_path: 'daily.`2026-11-01`', increment: { integer_value: 1 } },
          { field_path: 'serverTimestamp', set_to_server_value: 1 },
          { field_path: 'total', increment: { integer_value: 1 } },
        ],
      });
    state.writeV1Document(new Date(), write());
    state.writeV1Document(new Date(), write());
    const doc = state.getDocument(name).toJSON().fields;
    expect(doc.total).toEqual({ type: 'integer_value', value: 2 });
    expect(doc.daily).toEqual({ type: 'map_value', value: { '2026-11-01': { type: 'integer_value', value: 2 } } });
    expect(doc.serverTimestamp.type).toBe('timestamp_value');
  });
});
