import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFingerprint, lanAddressesOf } from './start-local-helpers.mjs';

describe('buildFingerprint', () => {
  it('changes when a build input changes, not otherwise', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'fp-'));
    mkdirSync(path.join(root, 'src'));
    writeFileSync(path.join(root, 'src', 'a.ts'), 'one');
    const first = buildFingerprint(root, ['src']);
    expect(buildFingerprint(root, ['src'])).toBe(first);
    writeFileSync(path.join(root, 'src', 'a.ts'), 'two!');
    expect(buildFingerprint(root, ['src'])).not.toBe(first);
    const second = buildFingerprint(root, ['src']);
    utimesSync(path.join(root, 'src', 'a.ts'), new Date(2020, 0, 1), new Date(2020, 0, 1));
    expect(buildFingerprint(root, ['src'])).not.toBe(second);
    writeFileSync(path.join(root, 'src', 'b.ts'), '');
    expect(buildFingerprint(root, ['src', 'missing'])).not.toBe(buildFingerprint(root, ['src', 'missing', 'src/a.ts']));
  });
});

describe('lanAddressesOf', () => {
  it('keeps the addresses another device can reach', () => {
    expect(
      lanAddressesOf({
        lo: [{ family: 'IPv4', internal: true, address: '127.0.0.1' }],
        eth0: [
          { family: 'IPv4', internal: false, address: '192.168.1.20' },
          { family: 'IPv6', internal: false, address: 'fe80::1' },
        ],
        wlan0: [{ family: 4, internal: false, address: '169.254.3.4' }],
      }),
    ).toEqual(['192.168.1.20']);
  });
});
