import { describe, expect, it } from 'vitest';
import { approxAmount, approxPriceLabel, ratesNote } from './approx-price';

const RATES = { EUR: 0.95, GBP: 0.79, CAD: 1.4 };

describe('approximate prices in another currency', () => {
  it('rounds to the nearest 1,000 from 100,000, the nearest 100 from 10,000, else the nearest 10', () => {
    expect(approxAmount(1_299_000, 0.95)).toBe(1_234_000); // 1,234,050
    expect(approxAmount(189_000, 0.79)).toBe(149_000); // 149,310
    expect(approxAmount(105_000, 0.95)).toBe(99_800); // 99,750: under 100,000, to the nearest 100
    expect(approxAmount(45_000, 1.4)).toBe(63_000);
    expect(approxAmount(12_345, 0.95)).toBe(11_700); // 11,727.75
    expect(approxAmount(9_999, 0.95)).toBe(9_500); // 9,499.05
  });

  it('words it "≈ €1,234,000", with the symbol of each currency', () => {
    expect(approxPriceLabel(1_299_000, 'EUR', RATES)).toBe('≈ €1,234,000');
    expect(approxPriceLabel(189_000, 'GBP', RATES)).toBe('≈ £149,000');
    expect(approxPriceLabel(189_000, 'CAD', RATES)).toBe('≈ CA$265,000');
  });

  it('says in small print when the rates were set', () => {
    expect(ratesNote('2026-11-20T14:00:00.000Z')).toBe('Approximate, at the rates of 20 Nov 2026');
  });

  it('shows none in US dollars, without rates, or for no positive price', () => {
    expect(approxPriceLabel(189_000, 'USD', RATES)).toBeNull();
    expect(approxPriceLabel(189_000, 'EUR', null)).toBeNull();
    expect(approxPriceLabel(0, 'EUR', RATES)).toBeNull();
    expect(approxPriceLabel(Number.NaN, 'EUR', RATES)).toBeNull();
  });
});
