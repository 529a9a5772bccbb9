import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SEEDED_SPECS } from '../e2e/support/spec-projects';

const E2E = fileURLToPath(new URL('../e2e/', import.meta.url));

describe('the e2e projects (tests/e2e/support/spec-projects.ts)', () => {
  it('name spec files that exist, once each', () => {
    for (const file of SEEDED_SPECS) {
      expect(file, file).toMatch(/\.spec\.ts$/);
      expect(existsSync(`${E2E}${file}`), file).toBe(true);
    }
    expect(new Set(SEEDED_SPECS).size).toBe(SEEDED_SPECS.length);
  });

  it('a seeded spec starts from the seed, and only a seeded one does', () => {
    const specs = readdirSync(E2E, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.spec.ts'));
    for (const file of specs) {
      const resets = /startFromTheSeed\(\);/.test(readFileSync(`${E2E}${file}`, 'utf8'));
      expect(resets, file).toBe(SEEDED_SPECS.includes(file));
    }
  });
});
