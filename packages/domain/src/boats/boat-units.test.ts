import { describe, expect, it } from 'vitest';
import {
  boatLengthLabel,
  capacityForForm,
  capacityFromForm,
  capacityLabel,
  lengthForForm,
  lengthFromForm,
  lengthLabel,
  parseLengthFeet,
  speedLabel,
} from './boat-units';

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

describe('the unit switch', () => {
  it('shows lengths in feet or metres and capacities in gallons or litres; speeds in knots either way', () => {
    expect(lengthLabel(31.5, 'imperial')).toBe('31.5 ft');
    expect(lengthLabel(31.5, 'metric')).toBe('9.6 m');
    expect(boatLengthLabel({ length: 100 }, 'metric')).toBe('30.5 m');
    expect(capacityLabel(1320, 'imperial')).toBe('1,320 gal');
    expect(capacityLabel(1320, 'metric')).toBe('4,997 L');
    expect(speedLabel(28.5)).toBe('28.5 knots');
    expect(lengthLabel(Number.NaN, 'metric')).toBe('—');
    expect(capacityLabel(Number.POSITIVE_INFINITY, 'imperial')).toBe('—');
  });

  it('converts what a form shows and reads back, so a value typed in metres reads back as typed', () => {
    expect(lengthForForm(15.5, 'imperial')).toBe('15.5');
    expect(lengthFromForm(4.72, 'metric')).toBe(15.486);
    expect(lengthForForm(lengthFromForm(4.72, 'metric'), 'metric')).toBe('4.72');
    expect(capacityFromForm(1000, 'metric')).toBe(264.17);
    expect(capacityForForm(capacityFromForm(1000, 'metric'), 'metric')).toBe('1000');
    expect(capacityForForm(2300, 'imperial')).toBe('2300');
  });
});
