// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FORGET_QUESTION, forgetThisDevice, unsentLeadsQuestion } from './forget-this-device';
import { SAVED_SEARCHES_HINT_KEY } from '../saved/saved-searches-hint-key';

const forgetVisitor = vi.fn(async (_db: unknown, _how: { unsentToo: boolean }) => undefined);
vi.mock('../public/load-public-database', () => ({ visitorDatabaseNow: async () => ({}) }));
vi.mock('./retention', () => ({
  unsentVisitorRecords: async () => ({ leads: 1 }),
  forgetVisitor: (db: unknown, how: { unsentToo: boolean }) => forgetVisitor(db, how),
}));
// Offline on a first visit, before the service worker had it: the saved searches' hint code cannot load.
vi.mock('../saved/saved-searches-hint', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('Forget this device', () => {
  beforeEach(() => {
    forgetVisitor.mockClear();
    localStorage.setItem(SAVED_SEARCHES_HINT_KEY, '["type=Catamaran"]');
  });

  it('asks first; No does nothing', async () => {
    expect(await forgetThisDevice(() => false)).toBe(false);
    expect(forgetVisitor).not.toHaveBeenCalled();
    expect(localStorage.getItem(SAVED_SEARCHES_HINT_KEY)).not.toBeNull();
  });

  it('succeeds when the saved searches’ code cannot load, and still clears their hint', async () => {
    const asked: string[] = [];
    const done = await forgetThisDevice((question) => {
      asked.push(question);
      return asked.length === 1;
    });
    expect(done).toBe(true);
    expect(asked).toEqual([FORGET_QUESTION, unsentLeadsQuestion(1)]);
    expect(forgetVisitor).toHaveBeenCalledWith({}, { unsentToo: false });
    expect(localStorage.getItem(SAVED_SEARCHES_HINT_KEY)).toBeNull();
  });
});
