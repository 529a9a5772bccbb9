import { describe, expect, it } from 'vitest';
import { ALL_LEADS, LEAD_SEARCH_MAX, leadQueryOf, leadSearchOf, parseLeadSearch } from './lead-search';

describe('the Leads filters in the URL', () => {
  it('keeps the known values and drops anything else', () => {
    expect(parseLeadSearch({ status: 'new', whose: 'mine', type: 'manual', q: 'Kevin', sort: 'waiting' })).toEqual({
      status: 'new',
      whose: 'mine',
      type: 'manual',
      q: 'Kevin',
      sort: 'waiting',
    });
    expect(
      parseLeadSearch({ status: 'spam', whose: 'everyone', type: 'boat ', q: ['x'], sort: 'random', other: 1 }),
    ).toEqual({});
    // The defaults are not written: a clean URL is the default list.
    expect(parseLeadSearch({ status: 'all', whose: 'all', type: 'all', q: '  ', sort: 'newest' })).toEqual({});
    // Typed digits come back from the URL as a number.
    expect(parseLeadSearch({ q: 2425550148 })).toEqual({ q: '2425550148' });
    expect(parseLeadSearch({ q: 'x'.repeat(LEAD_SEARCH_MAX + 1) })).toEqual({});
  });

  it('reads a URL into the whole query and writes a query back to the same URL', () => {
    expect(leadQueryOf({})).toEqual(ALL_LEADS);
    const query = { status: 'qualified', owner: 'unassigned', kind: 'sell', text: 'Exuma ', sort: 'oldest' } as const;
    expect(leadSearchOf(query)).toEqual({
      status: 'qualified',
      whose: 'unassigned',
      type: 'sell',
      q: 'Exuma ',
      sort: 'oldest',
    });
    expect(leadQueryOf(leadSearchOf(query))).toEqual(query);
    expect(leadSearchOf(ALL_LEADS)).toEqual({});
  });
});
