import { describe, expect, it } from 'vitest';
import { boatLengthLabel, parseLengthFeet } from './boat-units';

describe('boatLengthLabel', () => {
  it('shows feet, with one decimal only when there is one', () => {
    expect(boatLengthLabel({ length: 31 })).toBe('31 ft');
    expect(boatLengthLabel({ length: 31.5 })).toBe('31.5 ft');
    expect(boatLengthLabel({ length: 31.04 })).toBe('31 ft');
    expect(boatLengthLabel({ length: Number.NaN })).toBe('—');
  });
});

describe('parseLengthFeet', () => {
  it('reads lengths in feet', () => {
    expect(parseLengthFeet('28')).toBe(28);
    expect(parseLengthFeet('28.5')).toBe(28.5);
    expect(parseLengthFeet('28 ft')).toBe(28);
    expect(parseLengthFeet(' 40 feet ')).toBe(40);
    expect(parseLengthFeet("32'")).toBe(32);
    expect(parseLengthFeet('28.46')).toBe(28.5);
  });
  it('refuses what is not a positive number of feet', () => {
    for (const text of ['twenty', '0', '', '-5', '28 m', '1.2.3']) expect(parseLengthFeet(text)).toBeNull();
  });
});
