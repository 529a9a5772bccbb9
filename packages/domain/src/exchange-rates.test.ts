import { describe, expect, it } from 'vitest';
import { exchangeRatesOf, isCurrency, isExchangeRate } from './exchange-rates';

const RATES = { EUR: 0.95, GBP: 0.79, CAD: 1.4 };

describe('exchange rates as stored', () => {
  it('a rate is a number from 0.2 to 5 per US dollar (a slipped decimal point is refused)', () => {
    for (const ok of [0.2, 0.95, 1, 1.4, 5]) expect(isExchangeRate(ok), String(ok)).toBe(true);
    for (const bad of [0.19, 0.095, 9.5, 95, 0, -1, Number.NaN, Infinity, '0.95', null])
      expect(isExchangeRate(bad), String(bad)).toBe(false);
  });

  it('takes exactly EUR, GBP and CAD, each a rate; anything else is none', () => {
    expect(exchangeRatesOf(RATES)).toEqual(RATES);
    for (const bad of [
      null,
      undefined,
      [],
      'rates',
      { EUR: 0.95, GBP: 0.79 },
      { ...RATES, JPY: 150 },
      { ...RATES, GBP: 79 },
      { EUR: 0.95, GBP: 0.79, CHF: 0.9 },
    ])
      expect(exchangeRatesOf(bad), JSON.stringify(bad)).toBeNull();
  });

  it('knows the four currencies a visitor may pick', () => {
    for (const c of ['USD', 'EUR', 'GBP', 'CAD']) expect(isCurrency(c)).toBe(true);
    for (const c of ['usd', 'JPY', '', null]) expect(isCurrency(c)).toBe(false);
  });
});
