import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  FUNCTIONS_EMULATOR_FILE,
  functionUrl,
  functionUrlOfBuild,
  functionsEmulatorBase,
  sendFunctionAnswer,
} from './functions-emulator';

describe('a build for the local emulators: the address of an HTTP function on the Functions emulator (what a Hosting rewrite reaches)', () => {
  const env = {
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_PROJECT_ID: 'demo-harbour',
    VITE_FIREBASE_FUNCTIONS_EMULATOR: '127.0.0.1:5001',
  };

  it('only with an emulator of a demo project', () => {
    expect(functionUrl(env, 'publicSnapshot')).toBe('http://127.0.0.1:5001/demo-harbour/us-central1/publicSnapshot');
    expect(functionUrl({ ...env, VITE_FIREBASE_FUNCTIONS_EMULATOR: '' }, 'publicSnapshot')).toBeNull();
    expect(functionUrl({ ...env, VITE_FIREBASE_PROJECT_ID: 'real-project' }, 'publicSnapshot')).toBeNull();
  });

  it('`vite preview` takes it from the build it serves, not from its own environment', () => {
    const root = mkdtempSync(join(tmpdir(), 'functions-emulator-'));
    const config = { root, build: { outDir: 'dist-x' } } as unknown as ResolvedConfig;
    expect(functionUrlOfBuild(config, 'preview')).toBeNull();
    const base = functionsEmulatorBase(env);
    writeFileSync(join(root, FUNCTIONS_EMULATOR_FILE), '{}'); // in the root, not the served folder: not this build's
    expect(functionUrlOfBuild(config, 'preview')).toBeNull();
    const outDir = join(root, 'dist-x');
    mkdirSync(outDir);
    writeFileSync(join(outDir, FUNCTIONS_EMULATOR_FILE), JSON.stringify({ base }));
    expect(functionUrlOfBuild(config, 'preview')).toBe('http://127.0.0.1:5001/demo-harbour/us-central1/preview');
  });
});

describe("finding N12: a function's redirect reaches the browser, as Hosting passes it on", () => {
  it('status, Location and caching of a 301 are sent as the function answered them', async () => {
    const headers: Record<string, string> = {};
    const res = {
      statusCode: 0,
      setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
      end: () => undefined,
    };
    const answer = new Response(null, {
      status: 301,
      headers: { location: '/boats?sort=price-asc', 'cache-control': 'public, max-age=3600, s-maxage=86400' },
    });
    await sendFunctionAnswer({ headers: {} } as IncomingMessage, res as unknown as ServerResponse, answer);
    expect(res.statusCode).toBe(301);
    expect(headers.location).toBe('/boats?sort=price-asc');
    expect(headers['cache-control']).toBe('public, max-age=3600, s-maxage=86400');
  });
});
