import { describe, expect, it } from 'vitest';
import { filterInputText, readFilterInput } from './filters-input';

describe('readFilterInput', () => {
  it('blank is no filter', () => {
    for (const kind of ['price', 'length', 'year', 'hoursMax'] as const)
      expect(readFilterInput(kind, '   ')).toEqual({ ok: true, value: null });
  });
  it('reads prices as people type them', () => {
    for (const text of ['250000', '250,000', '$250,000', ' 250k ', '0.25m'])
      expect(readFilterInput('price', text)).toEqual({ ok: true, value: 250_000 });
  });
  it('refuses what is not a price, saying what it takes', () => {
    for (const text of ['abc', '-5', '0', '12e5', '1,000,000,000,000'])
      expect(readFilterInput('price', text)).toEqual({
        ok: false,
        message: 'Enter a price in US dollars, like 250,000.',
      });
  });
  it('reads a length in the visitor’s unit into feet, to a tenth', () => {
    expect(readFilterInput('length', '40')).toEqual({ ok: true, value: 40 });
    expect(readFilterInput('length', '40', 'metric')).toEqual({ ok: true, value: 131.2 });
    expect(readFilterInput('length', '10.5', 'metric')).toEqual({ ok: true, value: 34.4 });
    expect(readFilterInput('length', 'forty')).toEqual({ ok: false, message: 'Enter a length in feet, like 40.' });
    expect(readFilterInput('length', '-3', 'metric')).toEqual({
      ok: false,
      message: 'Enter a length in metres, like 12.',
    });
  });
  it('years are four digits from 1900 to 2100', () => {
    expect(readFilterInput('year', '2015')).toEqual({ ok: true, value: 2015 });
    for (const text of ['15', '1800', '2015.5', '20155'])
      expect(readFilterInput('year', text)).toEqual({ ok: false, message: 'Enter a year from 1900 to 2100.' });
  });
  it('hours are whole numbers, zero included', () => {
    expect(readFilterInput('hoursMax', '1,500')).toEqual({ ok: true, value: 1500 });
    expect(readFilterInput('hoursMax', '0')).toEqual({ ok: true, value: 0 });
    expect(readFilterInput('hoursMax', '1.5').ok).toBe(false);
  });
});

describe('filterInputText', () => {
  it('shows the URL value in the box, a length in the visitor’s unit', () => {
    expect(filterInputText('price', undefined)).toBe('');
    expect(filterInputText('price', 500000)).toBe('500000');
    expect(filterInputText('length', 32.8)).toBe('32.8');
    expect(filterInputText('length', 32.8, 'metric')).toBe('10');
  });
  it('a metric length read back reads the same (no drift through feet)', () => {
    const typed = readFilterInput('length', '10.5', 'metric');
    expect(typed.ok && readFilterInput('length', filterInputText('length', typed.value!, 'metric'), 'metric')).toEqual(
      typed,
    );
  });
});
