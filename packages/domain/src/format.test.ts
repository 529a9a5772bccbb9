import { describe, expect, it } from 'vitest';
import { formatDecimal, formatLength, formatUsd } from './format';

describe('formatUsd', () => {
  it('shows whole dollars with thousands separators', () => {
    expect(formatUsd(65000)).toBe('$65,000');
    expect(formatUsd(1250000)).toBe('$1,250,000');
    expect(formatUsd(999)).toBe('$999');
    expect(formatUsd(1000)).toBe('$1,000');
    expect(formatUsd(0)).toBe('$0');
  });

  it('rounds to the nearest dollar and never shows decimals', () => {
    expect(formatUsd(1234.49)).toBe('$1,234');
    expect(formatUsd(1234.5)).toBe('$1,235');
    expect(formatUsd(999.5)).toBe('$1,000');
    expect(formatUsd(-0.2)).toBe('$0');
    expect(formatUsd(-1234.4)).toBe('-$1,234');
  });

  it('matches Intl.NumberFormat en-US currency for any whole or fractional amount', () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    for (const amount of [
      1, 12, 123, 1234, 12345, 123456, 1234567, 12345678, 123456789, 1e12, 99999.5, 5.5, -5.4, -98765.2,
    ]) {
      expect(formatUsd(amount)).toBe(intl.format(Math.round(amount) + 0));
    }
  });

  it('does not crash on a non-number', () => {
    expect(formatUsd(Number.NaN)).toBe('—');
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('formatLength', () => {
  it('shows whole feet without a decimal', () => {
    expect(formatLength(31)).toBe('31 ft');
    expect(formatLength(120)).toBe('120 ft');
  });

  it('keeps one decimal when present', () => {
    expect(formatLength(31.5)).toBe('31.5 ft');
    expect(formatLength(31.25)).toBe('31.3 ft');
    expect(formatLength(31.04)).toBe('31 ft');
    expect(formatLength(31.96)).toBe('32 ft');
  });

  it('has no thousands separator and handles bad input', () => {
    expect(formatLength(1200)).toBe('1200 ft');
    expect(formatLength(Number.NaN)).toBe('—');
  });

  it('matches Intl.NumberFormat with at most one decimal and no grouping', () => {
    const intl = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
      useGrouping: false,
    });
    for (const ft of [0, 0.05, 0.95, 9.99, 10.01, 27.349, 27.35, 45.6, 99.95, 1234.56, -3.5, -0.04]) {
      expect(formatLength(ft)).toBe(`${intl.format(Math.round(ft * 10) / 10 + 0)} ft`);
    }
  });
});

describe('formatDecimal', () => {
  it('groups thousands and keeps at most the decimals asked, without trailing zeros', () => {
    expect(formatDecimal(1892.7, 0)).toBe('1,893');
    expect(formatDecimal(9.45, 1)).toBe('9.5');
    expect(formatDecimal(9.4, 2)).toBe('9.4');
    expect(formatDecimal(10.05, 2)).toBe('10.05');
    expect(formatDecimal(31.04, 1)).toBe('31');
    expect(formatDecimal(-0.01, 1)).toBe('0');
    expect(formatDecimal(-2.5, 1)).toBe('-2.5');
    expect(formatDecimal(Number.NaN, 1)).toBe('—');
  });
});
