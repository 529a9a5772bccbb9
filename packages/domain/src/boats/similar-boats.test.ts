import { describe, expect, it } from 'vitest';
import { similarBoats } from './similar-boats';

const boat = (id: string, over: Partial<{ type: string; price: number; length: number; priceOnRequest: boolean }>) => ({
  id,
  type: 'Center Console',
  price: 200_000,
  length: 30,
  priceOnRequest: false,
  ...over,
});
const ids = (list: { id: string }[]) => list.map((b) => b.id);

describe('similarBoats', () => {
  const me = boat('me', {});

  it('same type, price within ±30 %, length within ±20 %, nearest first, at most 3', () => {
    const candidates = [
      boat('me', {}),
      boat('far-price', { price: 261_000 }),
      boat('edge-price', { price: 260_000 }),
      boat('close', { price: 205_000, length: 31 }),
      boat('closest', { price: 201_000 }),
      boat('edge-length', { length: 36 }),
      boat('too-long', { length: 36.1 }),
      boat('other-type', { type: 'Sportfish', price: 200_000 }),
    ];
    expect(ids(similarBoats(me, candidates))).toEqual(['closest', 'close', 'edge-length']);
    expect(ids(similarBoats(me, candidates, 5))).toEqual(['closest', 'close', 'edge-length', 'edge-price']);
  });

  it('a price on request: compared by length alone; a priced boat leaves such boats out', () => {
    const hidden = boat('hidden', { priceOnRequest: true, price: 0, length: 29 });
    expect(ids(similarBoats(me, [hidden]))).toEqual([]);
    expect(ids(similarBoats(hidden, [me, boat('b', { length: 33 })]))).toEqual(['me', 'b']);
  });

  it('ties go by id; nothing for a boat without a length; none asked, none given', () => {
    expect(ids(similarBoats(me, [boat('b', { price: 210_000 }), boat('a', { price: 190_000 })]))).toEqual(['a', 'b']);
    expect(similarBoats(boat('x', { length: 0 }), [me])).toEqual([]);
    expect(similarBoats(me, [boat('a', {})], 0)).toEqual([]);
  });
});
