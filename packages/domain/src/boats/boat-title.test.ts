import { describe, expect, it } from 'vitest';
import { boatTitle } from './boat-title';

describe('boatTitle', () => {
  it("is 'year make model'", () => {
    expect(boatTitle({ year: 2022, make: 'Stiletto', model: '31 Tournament' })).toBe('2022 Stiletto 31 Tournament');
  });
  it('does not leave double spaces for blank, padded or missing parts', () => {
    expect(boatTitle({ year: 2019, make: ' Sea Ray ', model: '' })).toBe('2019 Sea Ray');
    expect(boatTitle({ year: '2019', make: null, model: 'Sundancer' })).toBe('2019 Sundancer');
    expect(boatTitle({ make: 'Viking' })).toBe('Viking');
    expect(boatTitle(undefined)).toBe('');
  });
});
