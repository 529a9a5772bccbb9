import { noListingHistory, type Boat } from '../schemas/boat';

/** Test helper: a valid active boat with overridable fields. */
export function makeBoat(overrides: Partial<Boat> = {}): Boat {
  return {
    id: 'b1',
    year: 2022,
    make: 'Stiletto',
    model: '31 Tournament',
    type: 'Center Console',
    condition: 'new',
    price: 65000,
    length: 31,
    description: 'A fast, dry center console.',
    location: 'Nassau, Bahamas',
    features: [],
    specifications: {},
    status: 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
    createdBy: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    images: [],
    particulars: {},
    videoUrl: null,
    documents: [],
    ...noListingHistory(),
    ...overrides,
  };
}
