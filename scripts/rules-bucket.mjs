#!/usr/bin/env node
// Finding N1 (#32): firestore.rules pins the project's Storage bucket, the one place an owner's stored photo may live
// (projectStorage()). The file is deployed as it is, so it names the production bucket and only Firebase Storage's
// own host; the emulators run a copy that also takes the local Storage endpoint (scripts/emulators.mjs).
//
//   node scripts/rules-bucket.mjs set <bucket>   pins firestore.rules to the bucket (commit the change)
//   node scripts/rules-bucket.mjs check          refuses (exit 1) rules pinned to a bucket that is not the default
//                                               bucket of $GCLOUD_PROJECT: firebase.json's firestore predeploy
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const RULES_FILE = path.join(ROOT, 'firestore.rules');
/** The copy the emulators load (git-ignored): firestore.rules with the local Storage endpoint added. */
export const EMULATOR_RULES_FILE = path.join(ROOT, 'firestore.emulators.rules');

const STORAGE_HOST_PATTERN = 'https://firebasestorage[.]googleapis[.]com';
const PINNED = /(function projectStorage\(\) \{\s*return ')([^']*)(';\s*\})/;
const BUCKET = /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/;

/** Pure: text as a rules regular expression that matches exactly it (bucket names and hosts: dots are the only special). */
const literal = (text) => text.replace(/\./g, '[.]');

/** Pure: the bucket firestore.rules pins, or null when its projectStorage() is not there in the expected form. */
export function pinnedBucket(rules) {
  const match = PINNED.exec(rules);
  if (!match) return null;
  const found = new RegExp(`^${STORAGE_HOST_PATTERN.replace(/[[\].]/g, '\\$&')}/v0/b/(.+)$`).exec(match[2]);
  return found ? found[1].replace(/\[\.\]/g, '.') : null;
}

/** Pure: the rules pinned to `bucket`. Throws on a name that is no bucket, or rules without projectStorage(). */
export function withPinnedBucket(rules, bucket) {
  if (!BUCKET.test(bucket)) throw new Error(`"${bucket}" is not a Storage bucket name.`);
  if (!PINNED.test(rules)) throw new Error('firestore.rules has no projectStorage() to pin.');
  return rules.replace(
    PINNED,
    (_, head, _body, tail) => `${head}${STORAGE_HOST_PATTERN}/v0/b/${literal(bucket)}${tail}`,
  );
}

/**
 * Pure: the emulators' copy of the rules: the same bucket, on Firebase Storage's host or the local Storage endpoint
 * (`127.0.0.1:9199`, where the emulators' photos are).
 */
export function rulesForEmulators(rules, storageHost) {
  const bucket = pinnedBucket(rules);
  if (!bucket) throw new Error('firestore.rules has no projectStorage() to pin.');
  if (!/^[A-Za-z0-9.-]+:\d{1,5}$/.test(storageHost)) throw new Error(`"${storageHost}" is not a host:port.`);
  return rules.replace(
    PINNED,
    (_, head, _body, tail) =>
      `${head}(${STORAGE_HOST_PATTERN}|http://${literal(storageHost)})/v0/b/${literal(bucket)}${tail}`,
  );
}

/** Pure: whether `bucket` is a default bucket of the project (older projects `{id}.appspot.com`, newer `{id}.firebasestorage.app`). */
export function isDefaultBucketOf(bucket, projectId) {
  return Boolean(projectId) && (bucket === `${projectId}.appspot.com` || bucket === `${projectId}.firebasestorage.app`);
}

/** Pure: the predeploy check's answer: null when the rules may go to `projectId`, else why not. */
export function deployRefusal(rules, projectId) {
  const bucket = pinnedBucket(rules);
  if (!bucket) return 'firestore.rules has no projectStorage() naming the bucket: owners could not store photos.';
  if (isDefaultBucketOf(bucket, projectId)) return null;
  return (
    `firestore.rules pins photos to the bucket ${bucket}, which is not project ${projectId || '(unknown)'}'s. ` +
    `Pin it with \`node scripts/rules-bucket.mjs set <the project's bucket>\`, commit, and deploy again.`
  );
}

/** Writes the emulators' copy of firestore.rules and returns its path. */
export function writeEmulatorRules(storageHost) {
  writeFileSync(EMULATOR_RULES_FILE, rulesForEmulators(readFileSync(RULES_FILE, 'utf8'), storageHost));
  return EMULATOR_RULES_FILE;
}

function main() {
  const [mode, bucket] = process.argv.slice(2);
  const rules = readFileSync(RULES_FILE, 'utf8');
  if (mode === 'set' && bucket) {
    writeFileSync(RULES_FILE, withPinnedBucket(rules, bucket));
    console.log(`firestore.rules: photos pinned to ${bucket}.`);
    return;
  }
  if (mode === 'check') {
    const refusal = deployRefusal(rules, process.env.GCLOUD_PROJECT ?? '');
    if (refusal) {
      console.error(refusal);
      process.exit(1);
    }
    console.log(`firestore.rules: photos pinned to ${pinnedBucket(rules)}.`);
    return;
  }
  console.error('Usage: node scripts/rules-bucket.mjs set <bucket> | check');
  process.exit(2);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
