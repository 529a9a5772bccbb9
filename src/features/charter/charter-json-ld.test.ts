import { describe, expect, it } from 'vitest';
import { business } from '@harbour/domain/business';
import { charterJsonLd } from './charter-json-ld';

describe('structured data of /charter', () => {
  it('#33: describes the charter offers, priced for the whole boat; Multi-Day has no price (quote on request)', () => {
    const charter = charterJsonLd();
    expect(charter['@type']).toBe('Service');
    expect(charter.url).toBe(`${business.siteUrl}/charter`);
    expect(charter.offers.map((o) => [o.name, 'price' in o ? o.price : null])).toEqual([
      ['Half Day', 1200],
      ['Full Day', 2000],
      ['Multi-Day', null],
    ]);
    expect(charter.offers[0]).toMatchObject({ priceCurrency: 'USD', eligibleDuration: { value: 4, unitCode: 'HUR' } });
  });
});
