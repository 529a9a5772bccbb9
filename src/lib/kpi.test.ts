import { describe, expect, it } from 'vitest';
import { conversionRate, formatConversionRate } from './kpi';

describe('conversionRate', () => {
  it('is inquiries / views × 100', () => {
    expect(conversionRate(1, 4)).toBe(25);
    expect(conversionRate(3, 200)).toBe(1.5);
    expect(conversionRate(5, 5)).toBe(100);
  });
  it('is 0 with no views', () => {
    expect(conversionRate(0, 0)).toBe(0);
    expect(conversionRate(3, 0)).toBe(0);
  });
  it('is 0 with no inquiries', () => {
    expect(conversionRate(0, 120)).toBe(0);
  });
});

describe('formatConversionRate', () => {
  it('shows one decimal and a % sign', () => {
    expect(formatConversionRate(conversionRate(2, 3))).toBe('66.7%');
    expect(formatConversionRate(conversionRate(1, 8))).toBe('12.5%');
    expect(formatConversionRate(25)).toBe('25.0%');
    expect(formatConversionRate(conversionRate(0, 0))).toBe('0.0%');
  });
  it('rounds half up at the second decimal', () => {
    expect(formatConversionRate(conversionRate(1, 16))).toBe('6.3%'); // 6.25
    expect(formatConversionRate(conversionRate(1, 3))).toBe('33.3%');
  });
  it('never shows NaN or a negative zero', () => {
    expect(formatConversionRate(Number.NaN)).toBe('0.0%');
    expect(formatConversionRate(-0.01)).toBe('0.0%');
  });
});
