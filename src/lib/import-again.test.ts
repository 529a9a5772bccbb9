import { describe, expect, it } from 'vitest';
import { failedModuleUrl, freshModuleUrl, importAgain, isModuleLoadFailure } from './import-again';

describe('importing a module again after the connection dropped', () => {
  it('reads the module a failed import names (Chromium, Firefox); none from other errors', () => {
    expect(
      failedModuleUrl(
        new TypeError(
          'Failed to fetch dynamically imported module: http://127.0.0.1:4318/assets/public-sync-DPHehsZF.js',
        ),
      ),
    ).toBe('http://127.0.0.1:4318/assets/public-sync-DPHehsZF.js');
    expect(
      failedModuleUrl(new TypeError('error loading dynamically imported module: https://x.example/assets/a.js')),
    ).toBe('https://x.example/assets/a.js');
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull();
    expect(
      failedModuleUrl(new TypeError('Failed to fetch dynamically imported module: javascript:alert(1)')),
    ).toBeNull();
    expect(failedModuleUrl('nope')).toBeNull();
  });

  it('tells a module that did not arrive from other failures', () => {
    expect(isModuleLoadFailure(new TypeError('Failed to fetch dynamically imported module: http://h/a.js'))).toBe(true);
    expect(isModuleLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isModuleLoadFailure(new DOMException('Simulated storage failure', 'UnknownError'))).toBe(false);
  });

  it('asks for the same file under a new URL', () => {
    expect(freshModuleUrl('http://h/assets/a.js', 2)).toBe('http://h/assets/a.js?retry=2');
    expect(freshModuleUrl('http://h/assets/a.js?v=1', 3)).toBe('http://h/assets/a.js?v=1&retry=3');
  });

  it('falls back to the plain import when the error names no file', async () => {
    const module = { ok: true };
    expect(await importAgain(new Error('Importing a module script failed.'), async () => module)).toBe(module);
  });
});
