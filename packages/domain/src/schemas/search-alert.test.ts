import { describe, expect, it } from 'vitest';
import {
  ALERTS_FULL,
  MAX_SEARCH_ALERTS,
  readSearchAlerts,
  withSearchAlert,
  withoutSearchAlert,
  type SearchAlert,
} from './search-alert';

const NOW = new Date('2026-11-27T10:00:00.000Z');
const alert = (id: string, over: Partial<SearchAlert> = {}): SearchAlert => ({
  id,
  name: `Search ${id}`,
  params: 'type=Catamaran',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('search alerts', () => {
  it('turning emails on adds the search once; again brings its name and filters up to date', () => {
    const on = withSearchAlert([], { id: 's1', name: 'Cats', params: 'type=Catamaran' }, NOW);
    expect(on).toEqual({
      ok: true,
      alerts: [{ id: 's1', name: 'Cats', params: 'type=Catamaran', createdAt: NOW.toISOString() }],
    });
    const renamed = withSearchAlert(
      on.ok ? on.alerts : [],
      { id: 's1', name: 'Big cats', params: 'lengthMin=40' },
      NOW,
    );
    expect(renamed.ok && renamed.alerts).toEqual([
      { id: 's1', name: 'Big cats', params: 'lengthMin=40', createdAt: NOW.toISOString() },
    ]);
    expect(withoutSearchAlert(renamed.ok ? renamed.alerts : [], 's1')).toEqual([]);
  });

  it(`stops at ${MAX_SEARCH_ALERTS} searches, and refuses a search that could not be stored`, () => {
    const full = Array.from({ length: MAX_SEARCH_ALERTS }, (_, n) => alert(`s${n}`));
    expect(withSearchAlert(full, { id: 'new', name: 'One more', params: '' }, NOW)).toEqual({
      ok: false,
      message: ALERTS_FULL,
    });
    expect(withSearchAlert([], { id: 's1', name: '', params: '' }, NOW).ok).toBe(false);
    expect(withSearchAlert([], { id: 's1', name: 'x', params: 'p'.repeat(1001) }, NOW).ok).toBe(false);
  });

  it('reads only well-formed alerts from a server document, each search once', () => {
    expect(readSearchAlerts('type=Catamaran')).toEqual([]);
    expect(readSearchAlerts(undefined)).toEqual([]);
    expect(
      readSearchAlerts([
        alert('a'),
        alert('a', { name: 'twice' }),
        { ...alert('b'), to: 'elsewhere@example.com' },
        alert('c', { createdAt: 'soon' }),
        alert('d'),
      ]),
    ).toEqual([alert('a'), alert('d')]);
    expect(readSearchAlerts(Array.from({ length: 15 }, (_, n) => alert(`s${n}`)))).toHaveLength(MAX_SEARCH_ALERTS);
    expect(readSearchAlerts([null, alert('e')])).toEqual([alert('e')]);
  });
});
