import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { FUNCTIONS_EMULATOR_FILE, functionUrl, functionUrlOfBuild, functionsEmulatorBase } from './functions-emulator';

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
