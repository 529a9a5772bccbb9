import { describe, expect, it } from 'vitest';
import { conversionRate, daysListed, formatConversionRate, inquiriesByStatus } from './kpi';

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

describe('daysListed', () => {
  const now = new Date('2026-11-10T12:00:00.000Z');
  it('counts whole days since creation', () => {
    expect(daysListed('2026-11-10T00:00:00.000Z', now)).toBe(0);
    expect(daysListed('2026-11-09T12:00:00.000Z', now)).toBe(1);
    expect(daysListed('2026-11-09T12:00:00.001Z', now)).toBe(0);
    expect(daysListed(new Date('2026-10-11T12:00:00.000Z'), now)).toBe(30);
  });
  it('is 0 for a future or unreadable date', () => {
    expect(daysListed('2026-12-01T00:00:00.000Z', now)).toBe(0);
    expect(daysListed('not a date', now)).toBe(0);
  });
});

describe('inquiriesByStatus', () => {
  it('counts per status, zero for the missing ones', () => {
    const statuses = ['new', 'contacted', 'qualified', 'closed'] as const;
    const counts = inquiriesByStatus([{ status: 'new' }, { status: 'new' }, { status: 'closed' }], statuses);
    expect(counts).toEqual({ new: 2, contacted: 0, qualified: 0, closed: 1 });
  });
});
