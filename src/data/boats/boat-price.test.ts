import { describe, expect, it } from 'vitest';
import { boatPriceLabel, parseAskingPrice } from './boat-price';

describe('boatPriceLabel', () => {
  it('shows whole US dollars with thousands separators', () => {
    expect(boatPriceLabel({ price: 189000 })).toBe('$189,000');
    expect(boatPriceLabel({ price: 1250000 })).toBe('$1,250,000');
    expect(boatPriceLabel({ price: 12500.6 })).toBe('$12,501');
    expect(boatPriceLabel({ price: 0 })).toBe('$0');
    expect(boatPriceLabel({ price: Number.NaN })).toBe('—');
  });
});

describe('parseAskingPrice', () => {
  it('reads dollar amounts with signs and separators', () => {
    expect(parseAskingPrice('189000')).toBe(189000);
    expect(parseAskingPrice('$189,000')).toBe(189000);
    expect(parseAskingPrice(' 189 000 USD ')).toBe(189000);
    expect(parseAskingPrice('12500.60')).toBe(12501);
  });
  it('does not guess at other text', () => {
    for (const text of ['189k', 'offers', '', '0', '$0', '-5000', '1.2.3']) expect(parseAskingPrice(text)).toBeNull();
  });
});
