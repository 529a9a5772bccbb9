// Fidelity fixes for @firestore-emulator/server (0.3.x), the pure-JS stand-in for the Firestore emulator.
// Its field transforms (FieldValue.increment / serverTimestamp / arrayUnion / arrayRemove) differ from
// Firestore in two ways that the Cloud Functions' counters hit:
//   1. a transform on a nested field ('daily.`2026-11-01`') throws "Not implemented";
//   2. after a serverTimestamp/arrayUnion/arrayRemove transform, the remaining transforms of the same
//      write are skipped (a `return` where a `continue` was meant), so increments silently get lost.
// This wraps the document's transform step: each transform runs on its own, and nested paths run
// the stand-in's own code on the containing map, which is then written back. Nothing else changes.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const PATCHED = Symbol.for('harbour.firestoreStandInFidelity');

/** Splits a Firestore field path ('a.b', 'daily.`2026-11-01`', '`x.y`') into its segments. */
export function parseFieldPath(path) {
  const segments = [];
  let i = 0;
  while (i < path.length) {
    let segment = '';
    if (path[i] === '`') {
      i++;
      while (i < path.length && path[i] !== '`') {
        if (path[i] === '\\' && i + 1 < path.length) i++;
        segment += path[i++];
      }
      i++; // closing backtick
    } else {
      while (i < path.length && path[i] !== '.') segment += path[i++];
    }
    segments.push(segment);
    if (path[i] === '.') i++;
  }
  return segments;
}

/** The stand-in's map field class (not exported): taken from a document it builds itself. */
function mapFieldClass(module) {
  const { Write } = require('@firestore-emulator/proto/dist/google/firestore/v1/write');
  const state = new module.FirestoreState();
  const name = 'projects/fidelity/databases/(default)/documents/probe/doc';
  state.writeV1Document(new Date(), Write.fromObject({ update: { name, fields: { m: { map_value: { fields: {} } } } } }));
  return state.getDocument(name).fields.m.constructor;
}

/** Applies the fixes to the stand-in module (idempotent). */
export function applyFirestoreStandInFidelity(module = require('@firestore-emulator/server')) {
  const proto = module.FirestoreStateDocument.prototype;
  if (proto[PATCHED]) return;
  const MapField = mapFieldClass(module);
  const original = proto.v1Transform;

  proto.v1Transform = function v1Transform(date, transforms) {
    for (const transform of transforms) {
      const path = parseFieldPath(transform.field_path);
      if (path.length === 1 && path[0] === transform.field_path) {
        original.call(this, date, [transform]);
        continue;
      }
      // Walk to the map that holds the leaf (missing or non-map parents become empty maps, as in Firestore).
      const parents = [];
      let fields = this.fields;
      for (const key of path.slice(0, -1)) {
        parents.push({ fields, key });
        const next = fields[key];
        fields = next && next.type === 'map_value' ? next.value : {};
      }
      const leaf = path[path.length - 1];
      const scratch = Object.create(proto);
      scratch.fields = { ...fields };
      scratch.metadata = { hasExist: true, createdAt: date, updatedAt: date };
      scratch.set = function set(_date, changed) {
        this.fields = { ...this.fields, ...changed };
      };
      const leafTransform = new Proxy(transform, { get: (target, prop) => (prop === 'field_path' ? leaf : Reflect.get(target, prop)) });
      original.call(scratch, date, [leafTransform]);
      if (parents.length === 0) {
        this.set(date, { [leaf]: scratch.fields[leaf] }); // a quoted top-level name ('`x-y`')
        continue;
      }
      let value = new MapField(scratch.fields);
      for (let p = parents.length - 1; p >= 1; p--) {
        const parent = parents[p - 1];
        const container = parent.fields[parent.key];
        value = new MapField({ ...(container && container.type === 'map_value' ? container.value : {}), [parents[p].key]: value });
      }
      this.set(date, { [path[0]]: value });
    }
  };
  proto[PATCHED] = true;
}
