import { describe, expect, it } from 'vitest';
import { business } from '@/config/business';
import { formatWholeUsd, startingAtLabel } from './format-price';

describe('price formatting on public pages', () => {
  it('shows whole US dollars with thousands separators', () => {
    expect(formatWholeUsd(65000)).toBe('$65,000');
    expect(formatWholeUsd(1250000)).toBe('$1,250,000');
    expect(formatWholeUsd(999.6)).toBe('$1,000');
  });
  it("labels the tournament maker's starting price from business.ts as 'Starting at $65,000'", () => {
    expect(startingAtLabel(business.tournamentMaker.startingPrice)).toBe('Starting at $65,000');
  });
});
