#!/usr/bin/env node
// A local Firebase Storage endpoint for where the official Storage emulator cannot start (its Java rules runtime,
// cloud-storage-rules-runtime-*.jar, is a separate download that this machine lacks). It is firebase-tools' own
// Storage emulator (the same express app, upload service, storage layer and blob persistence) with one part swapped:
// the rules check allows every request. storage.rules is NOT enforced here; tests/rules/storage.rules.test.ts checks
// it wherever the official Storage emulator runs. The web SDK uploads (resumable, with progress), gets download URLs
// and deletes exactly as against the emulator.
//
//   node scripts/storage-local.mjs [port]      serves 127.0.0.1:9199 (or the port) until Ctrl-C / SIGTERM
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(new URL('../node_modules/firebase-tools/package.json', import.meta.url));

function internal(file) {
  try {
    return require(`./lib/emulator/${file}`);
  } catch (error) {
    throw new Error(
      `firebase-tools' emulator code is not where scripts/storage-local.mjs expects it (lib/emulator/${file}.js): ${error.message}`,
      { cause: error },
    );
  }
}

export const NOT_ENFORCED =
  "storage.rules is NOT enforced here (the official Storage emulator's rules runtime is missing on this machine)";

/** The permissive rules check, in the shape of firebase-tools' validators (rules/utils.js). */
const allowAll = { validate: async () => true };
/** Passed where the app asks for "the loaded ruleset" of a bucket: any non-null value means one is loaded. */
const permissiveRuleset = { verify: async () => ({ permitted: true, issues: { exist: () => false, all: [] } }) };

/**
 * Starts the endpoint; resolves once it listens. stop() closes it and removes its temporary blobs.
 * @param {{ host?: string; port?: number; projectId?: string; log?: (line: string) => void }} [options]
 */
export async function startLocalStorage({
  host = '127.0.0.1',
  port = 9199,
  projectId = 'demo-harbour',
  log = console.log,
} = {}) {
  const { StorageLayer } = internal('storage/files');
  const { Persistence } = internal('storage/persistence');
  const { UploadService } = internal('storage/upload');
  const { StorageCloudFunctions } = internal('storage/cloudFunctions');
  const { createApp } = internal('storage/server');
  const { getAdminCredentialValidator } = internal('storage/rules/utils');

  const { EmulatorRegistry } = internal('registry');

  const dir = mkdtempSync(path.join(os.tmpdir(), 'harbour-storage-'));
  const persistence = new Persistence(dir);
  const files = new Map();
  const buckets = new Map();
  // No storage triggers in this project; the cloud-functions hook stays disabled (nothing registered to call).
  const cloudFunctions = new StorageCloudFunctions(projectId);
  const layer = () =>
    new StorageLayer(projectId, files, buckets, allowAll, getAdminCredentialValidator(), persistence, cloudFunctions);
  const uploadService = new UploadService(persistence);
  const emulator = {
    // What firebase-tools' registry asks of a running emulator (its bucket metadata links to this address).
    getName: () => 'storage',
    getInfo: () => ({ name: 'storage', host, port }),
    start: async () => {},
    connect: async () => {},
    stop: async () => {},
    storageLayer: layer(),
    adminStorageLayer: layer(),
    uploadService,
    rulesManager: { getRuleset: () => permissiveRuleset },
    replaceRules: async () => ({ errors: [] }),
    reset() {
      files.clear();
      buckets.clear();
      persistence.reset(dir);
      uploadService.reset();
    },
  };
  EmulatorRegistry.set('storage', emulator);
  const app = await createApp(projectId, emulator);
  const server = await new Promise((resolve, reject) => {
    const s = app.listen(port, host, () => resolve(s));
    s.once('error', reject);
  });
  log(`Storage: local endpoint (firebase-tools' Storage emulator code) on ${host}:${port}; ${NOT_ENFORCED}.`);
  return {
    host,
    port,
    async stop() {
      await new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
      });
      EmulatorRegistry.clear('storage');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const port = Number(process.argv[2] ?? 9199);
  const storage = await startLocalStorage({ port });
  const stop = async () => {
    await storage.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
