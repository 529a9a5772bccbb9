import { describe, expect, it } from 'vitest';
import { emulatorHostFor, readEmulatorConfig } from './backend-config';

const LOCAL = {
  VITE_FIREBASE_AUTH_EMULATOR: 'http://127.0.0.1:9099',
  VITE_FIREBASE_FUNCTIONS_EMULATOR: '127.0.0.1:5001',
  VITE_FIRESTORE_EMULATOR: '127.0.0.1:8080',
  VITE_STORAGE_EMULATOR: '127.0.0.1:9199',
};

describe('emulatorHostFor', () => {
  it('a page opened by a LAN address reaches loopback-configured emulators at that address', () => {
    expect(emulatorHostFor('127.0.0.1', '192.168.1.20')).toBe('192.168.1.20');
    expect(emulatorHostFor('localhost', 'harbour.local')).toBe('harbour.local');
  });

  it('keeps the configured host on the computer itself, without a page, or when it is not loopback', () => {
    expect(emulatorHostFor('127.0.0.1', '127.0.0.1')).toBe('127.0.0.1');
    expect(emulatorHostFor('127.0.0.1', 'localhost')).toBe('127.0.0.1');
    expect(emulatorHostFor('127.0.0.1', undefined)).toBe('127.0.0.1');
    expect(emulatorHostFor('10.0.0.5', '192.168.1.20')).toBe('10.0.0.5');
  });
});

describe('readEmulatorConfig', () => {
  it('reads every emulator address of a demo project', () => {
    expect(readEmulatorConfig(LOCAL, 'demo-harbour', '127.0.0.1')).toEqual({
      authUrl: 'http://127.0.0.1:9099',
      functions: { host: '127.0.0.1', port: 5001 },
      firestore: { host: '127.0.0.1', port: 8080 },
      storage: { host: '127.0.0.1', port: 9199 },
    });
  });

  it("from a phone on the network: every emulator at the page's host", () => {
    const config = readEmulatorConfig(LOCAL, 'demo-harbour', '192.168.1.20');
    expect(config.authUrl).toBe('http://192.168.1.20:9099');
    expect([config.functions?.host, config.firestore?.host, config.storage?.host]).toEqual([
      '192.168.1.20',
      '192.168.1.20',
      '192.168.1.20',
    ]);
  });

  it('never for a real project, and nothing for malformed addresses', () => {
    expect(readEmulatorConfig(LOCAL, 'harbour-prod', '127.0.0.1')).toEqual({
      authUrl: null,
      functions: null,
      firestore: null,
      storage: null,
    });
    expect(
      readEmulatorConfig(
        { VITE_FIRESTORE_EMULATOR: 'http://x', VITE_FIREBASE_AUTH_EMULATOR: 'not a url' },
        'demo-x',
        undefined,
      ),
    ).toEqual({
      authUrl: null,
      functions: null,
      firestore: null,
      storage: null,
    });
  });
});
