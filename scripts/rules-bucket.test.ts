import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deployRefusal, pinnedBucket, rulesForEmulators, withPinnedBucket } from './rules-bucket.mjs';
import { emulatorConfig } from './emulators.mjs';

const rules = readFileSync(new URL('../firestore.rules', import.meta.url), 'utf8');
const storageLine = (text: string) =>
  text
    .split('\n')
    .find((line) => line.includes('/v0/b/'))!
    .trim();

describe("finding N1: firestore.rules pins the project's bucket", () => {
  it("names the demo project's bucket on Firebase Storage's host only: no local endpoint in what is deployed", () => {
    expect(pinnedBucket(rules)).toBe('demo-harbour.appspot.com');
    expect(storageLine(rules)).toBe(
      "return 'https://firebasestorage[.]googleapis[.]com/v0/b/demo-harbour[.]appspot[.]com';",
    );
    expect(rules).not.toContain('127[.]0[.]0[.]1');
    expect(rules).not.toContain('[A-Za-z0-9._-]{3,222}/o/');
  });

  it('set: pins another bucket, changing that line only; refuses a name that is no bucket', () => {
    const pinned = withPinnedBucket(rules, 'nassau-harbour.firebasestorage.app');
    expect(pinnedBucket(pinned)).toBe('nassau-harbour.firebasestorage.app');
    expect(storageLine(pinned)).toBe(
      "return 'https://firebasestorage[.]googleapis[.]com/v0/b/nassau-harbour[.]firebasestorage[.]app';",
    );
    expect(pinned.split('\n').filter((line, i) => line !== rules.split('\n')[i])).toHaveLength(1);
    for (const bad of ['', 'a', "x'; allow write: if true; '", 'evil.example/v0/b/x', 'UPPER.appspot.com'])
      expect(() => withPinnedBucket(rules, bad)).toThrow();
  });

  it('check (predeploy): the rules go only to the project whose default bucket they pin', () => {
    expect(deployRefusal(rules, 'demo-harbour')).toBeNull();
    const pinned = withPinnedBucket(rules, 'harbour.firebasestorage.app');
    expect(deployRefusal(pinned, 'harbour')).toBeNull();
    expect(deployRefusal(rules, 'harbour')).toMatch(/demo-harbour\.appspot\.com, which is not project harbour's/);
    expect(deployRefusal(rules, '')).not.toBeNull();
    expect(deployRefusal(rules.replace('function projectStorage()', 'function elsewhere()'), 'demo-harbour')).toMatch(
      /no projectStorage\(\)/,
    );
  });

  it("the emulators' copy adds the local Storage endpoint for the same bucket, and nothing else changes", () => {
    const local = rulesForEmulators(rules, '127.0.0.1:9199');
    expect(storageLine(local)).toBe(
      "return '(https://firebasestorage[.]googleapis[.]com|http://127[.]0[.]0[.]1:9199)/v0/b/demo-harbour[.]appspot[.]com';",
    );
    expect(local.split('\n').filter((line, i) => line !== rules.split('\n')[i])).toHaveLength(1);
    expect(() => rulesForEmulators(rules, 'http://x/')).toThrow();
  });

  it('the emulators load that copy (scripts/emulators.mjs), on loopback or another host', () => {
    const firebase = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'));
    const config = emulatorConfig(firebase, { host: '127.0.0.1', rulesFile: 'firestore.emulators.rules' });
    expect(config.firestore).toEqual({ ...firebase.firestore, rules: 'firestore.emulators.rules' });
    expect(config.emulators).toEqual(firebase.emulators);
    expect(emulatorConfig(firebase, { host: '0.0.0.0', rulesFile: 'x' }).emulators.auth.host).toBe('0.0.0.0');
    // What is deployed stays firestore.rules, checked before every deploy.
    expect(firebase.firestore.rules).toBe('firestore.rules');
    expect(firebase.firestore.predeploy).toEqual(['node "$PROJECT_DIR/scripts/rules-bucket.mjs" check']);
  });
});
