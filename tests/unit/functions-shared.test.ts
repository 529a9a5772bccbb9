import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { SHARED, TARGET, sharedText } = require('../../functions/scripts/copy-shared.cjs') as {
  SHARED: Record<string, string>;
  TARGET: string;
  sharedText: (name: string) => string;
};

describe("the functions' copies of the shared modules", () => {
  it.each(Object.keys(SHARED))(
    'functions/src/shared/%s is the current source (npm run build --prefix functions)',
    (name) => {
      const copy = join(TARGET, name);
      expect(existsSync(copy), `${copy} is missing: run npm run build --prefix functions`).toBe(true);
      expect(readFileSync(copy, 'utf8'), `${copy} is stale: run npm run build --prefix functions`).toBe(
        sharedText(name),
      );
    },
  );
});
