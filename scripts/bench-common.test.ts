import { describe, expect, it } from 'vitest';
import { APP_START_ATTR, PUBLIC_PULLED_HINT_KEY } from './bench/common.mjs';
import { START_ATTR } from '../src/app/prerender/hydration';
import { PUBLIC_PULLED_HINT_KEY as APP_PULLED_HINT } from '../src/data/firebase/public-snapshot-hint';

describe('the bench', () => {
  it("waits for the app's own start attribute (node scripts cannot import the app's TypeScript)", () => {
    expect(APP_START_ATTR).toBe(START_ATTR);
  });

  it("waits for the app's own first-pull hint before going offline", () => {
    expect(PUBLIC_PULLED_HINT_KEY).toBe(APP_PULLED_HINT);
  });
});
