// Small helpers of scripts/start-local.mjs, kept apart so they can be tested without starting anything.
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What a build of the site depends on (relative to the repo root). */
export const BUILD_INPUTS = [
  'src',
  // The shared rules (@harbour/domain), which the app bundles.
  'packages',
  'public',
  'scripts',
  'index.html',
  'vite.config.ts',
  'panda.config.ts',
  'postcss.config.cjs',
  'package-lock.json',
  '.env',
  'tsconfig.app.json',
];

function* files(root, rel) {
  const full = path.join(root, rel);
  let stat;
  try {
    stat = statSync(full);
  } catch {
    return;
  }
  if (stat.isDirectory()) {
    for (const name of readdirSync(full).sort()) yield* files(root, path.join(rel, name));
  } else {
    yield { rel, size: stat.size, mtime: Math.round(stat.mtimeMs) };
  }
}

/** A fingerprint of the build's inputs (paths, sizes, modification times): equal fingerprints, same build. */
export function buildFingerprint(root, inputs = BUILD_INPUTS) {
  const hash = createHash('sha256');
  for (const input of inputs) for (const f of files(root, input)) hash.update(`${f.rel}\0${f.size}\0${f.mtime}\n`);
  return hash.digest('hex').slice(0, 16);
}

/** Pure: the IPv4 addresses other devices on the network can reach (no loopback, no link-local). */
export function lanAddressesOf(interfaces) {
  const found = [];
  for (const list of Object.values(interfaces)) {
    for (const i of list ?? []) {
      if ((i.family === 'IPv4' || i.family === 4) && !i.internal && !i.address.startsWith('169.254.'))
        found.push(i.address);
    }
  }
  return found;
}

export const lanAddresses = () => lanAddressesOf(os.networkInterfaces());
