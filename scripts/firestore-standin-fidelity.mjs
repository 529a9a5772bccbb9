// Fidelity fixes for @firestore-emulator/server (0.3.x), the pure-JS stand-in for the Firestore emulator.
// Its field transforms (FieldValue.increment / serverTimestamp / arrayUnion / arrayRemove) differ from
// Firestore in two ways that the Cloud Functions' counters hit:
//   1. a transform on a nested field ('daily.`2026-11-01`') throws "Not implemented";
//   2. after a serverTimestamp/arrayUnion/arrayRemove transform, the remaining transforms of the same
//      write are skipped (a `return` where a `continue` was meant), so increments silently get lost.
// This wraps the document's transform step: each transform runs on its own, and nested paths run
// the stand-in's own code on the containing map, which is then written back.
//
// The Firebase WEB SDK (node build, gRPC; what RxDB's Firestore replication runs on) needs four more
// things the Admin SDK never used (tests/emulator/firestore-replication.test.ts):
//   3. the `Write` streaming RPC (every setDoc / writeBatch goes through it; the stand-in throws
//      "Method<Write> not implemented"): handshake, then one acknowledgement per batch of writes, each
//      applied by the stand-in's own Commit;
//   4. write results carry `transform_results` (the value each field transform produced), as Firestore's
//      do: the web SDK asserts one per transform when it acknowledges a write;
//   5. `Listen` takes every request of the stream, not only the first: the web SDK multiplexes all its
//      targets over one stream (add_target / remove_target); each target runs the stand-in's own listen;
//   6. the document name (`__name__`, i.e. documentId()) can be filtered and ordered on, compared
//      segment by segment as Firestore orders references.
import { EventEmitter } from 'node:events';
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
  state.writeV1Document(
    new Date(),
    Write.fromObject({ update: { name, fields: { m: { map_value: { fields: {} } } } } }),
  );
  return state.getDocument(name).fields.m.constructor;
}

/** The stand-in's reference field class (not exported), taken from a document it builds itself. */
function referenceFieldClass(module) {
  const { Write } = require('@firestore-emulator/proto/dist/google/firestore/v1/write');
  const state = new module.FirestoreState();
  const name = 'projects/fidelity/databases/(default)/documents/probe/doc';
  state.writeV1Document(new Date(), Write.fromObject({ update: { name, fields: { r: { reference_value: name } } } }));
  return state.getDocument(name).fields.r.constructor;
}

/** Firestore's order of references: segment by segment, each segment by its UTF-8 bytes. */
export function compareReferences(a, b) {
  const x = a.split('/');
  const y = b.split('/');
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const c = Buffer.compare(Buffer.from(x[i]), Buffer.from(y[i]));
    if (c !== 0) return c;
  }
  return x.length - y.length;
}

/** The stand-in's gRPC service implementation prototype (not exported), caught as its server registers it. */
function serviceImplPrototype(module) {
  const serverRequire = createRequire(require.resolve('@firestore-emulator/server'));
  const { Server } = serverRequire('@grpc/grpc-js');
  const addService = Server.prototype.addService;
  let implementation = null;
  Server.prototype.addService = function capture(_definition, impl) {
    implementation = impl;
  };
  try {
    new module.FirestoreServer();
  } finally {
    Server.prototype.addService = addService;
  }
  if (!implementation) throw new Error('firestore stand-in fidelity: could not find the service implementation');
  return Object.getPrototypeOf(implementation);
}

/** The value a field transform left at its (possibly nested) path, as a v1 Value object, or null. */
function valueAt(document, fieldPath) {
  let fields = document.fields;
  const path = parseFieldPath(fieldPath);
  for (const key of path.slice(0, -1)) {
    const next = fields[key];
    if (!next || next.type !== 'map_value') return { null_value: 0 };
    fields = next.value;
  }
  const leaf = fields[path[path.length - 1]];
  return leaf ? leaf.toV1ValueObject() : { null_value: 0 };
}

function patchQueriesAndWriteResults(module) {
  const Reference = referenceFieldClass(module);
  const ref = Reference.prototype;
  ref.lt = function lt(other) {
    return other instanceof Reference && compareReferences(this.value, other.value) < 0;
  };
  ref.lte = function lte(other) {
    return other instanceof Reference && compareReferences(this.value, other.value) <= 0;
  };
  ref.gt = function gt(other) {
    return other instanceof Reference && compareReferences(this.value, other.value) > 0;
  };
  ref.gte = function gte(other) {
    return other instanceof Reference && compareReferences(this.value, other.value) >= 0;
  };

  const doc = module.FirestoreStateDocument.prototype;
  const getField = doc.getField;
  doc.getField = function patchedGetField(path) {
    return path === '__name__' ? new Reference(this.getPath()) : getField.call(this, path);
  };

  const { WriteResult } = require('@firestore-emulator/proto/dist/google/firestore/v1/write');
  const state = module.FirestoreState.prototype;
  const writeV1Document = state.writeV1Document;
  state.writeV1Document = function patchedWriteV1Document(date, write) {
    const result = writeV1Document.call(this, date, write);
    const transforms = write.has_update ? write.update_transforms : [];
    if (transforms.length === 0) return result;
    const document = this.getDocument(write.update.name);
    return WriteResult.fromObject({
      ...result.toObject(),
      transform_results: transforms.map((t) => valueAt(document, t.field_path)),
    });
  };
}

function patchStreams(module) {
  const {
    ListenResponse,
    TargetChangeTargetChangeType,
    WriteResponse,
  } = require('@firestore-emulator/proto/dist/google/firestore/v1/firestore');
  const service = serviceImplPrototype(module);
  const listenOneTarget = service.Listen;
  const commit = service.Commit;

  service.Listen = function Listen(call) {
    const targets = new Map(); // target id → the stand-in's single-target call
    const endAll = () => {
      for (const target of targets.values()) target.close();
      targets.clear();
    };
    call.on('data', (request) => {
      if (request.has_add_target) {
        const id = request.add_target.target_id;
        targets.get(id)?.close();
        const target = new EventEmitter();
        let open = true;
        target.write = (response) => {
          if (open && !call.writableEnded && !call.destroyed) call.write(response);
        };
        target.end = () => {};
        target.close = () => {
          open = false;
          target.emit('end');
        };
        targets.set(id, target);
        listenOneTarget.call(this, target);
        target.emit('data', request);
      } else if (request.has_remove_target) {
        const id = request.remove_target;
        targets.get(id)?.close();
        targets.delete(id);
        call.write(
          ListenResponse.fromObject({
            target_change: { target_change_type: TargetChangeTargetChangeType.REMOVE, target_ids: [id] },
          }),
        );
      }
    });
    call.on('end', () => {
      endAll();
      call.end();
    });
    call.on('cancelled', endAll);
    call.on('error', endAll);
    call.on('close', endAll);
  };

  service.Write = function Write(call) {
    let handshaken = false;
    const token = () => Buffer.from(String(Date.now()));
    call.on('data', (request) => {
      if (!handshaken) {
        handshaken = true;
        call.write(WriteResponse.fromObject({ stream_id: crypto.randomUUID(), stream_token: token() }));
        if (request.writes.length === 0) return;
      }
      commit.call(this, { request: { writes: request.writes } }, (error, response) => {
        if (error) {
          call.emit('error', { code: error.code ?? 13, details: error.message });
          return;
        }
        const { commit_time, write_results } = response.toObject();
        call.write(WriteResponse.fromObject({ stream_token: token(), commit_time, write_results }));
      });
    });
    call.on('end', () => call.end());
  };
}

/** Applies the fixes to the stand-in module (idempotent). */
export function applyFirestoreStandInFidelity(module = require('@firestore-emulator/server')) {
  const proto = module.FirestoreStateDocument.prototype;
  if (proto[PATCHED]) return;
  patchQueriesAndWriteResults(module);
  patchStreams(module);
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
      const leafTransform = new Proxy(transform, {
        get: (target, prop) => (prop === 'field_path' ? leaf : Reflect.get(target, prop)),
      });
      original.call(scratch, date, [leafTransform]);
      if (parents.length === 0) {
        this.set(date, { [leaf]: scratch.fields[leaf] }); // a quoted top-level name ('`x-y`')
        continue;
      }
      let value = new MapField(scratch.fields);
      for (let p = parents.length - 1; p >= 1; p--) {
        const parent = parents[p - 1];
        const container = parent.fields[parent.key];
        value = new MapField({
          ...(container && container.type === 'map_value' ? container.value : {}),
          [parents[p].key]: value,
        });
      }
      this.set(date, { [path[0]]: value });
    }
  };
  proto[PATCHED] = true;
}
