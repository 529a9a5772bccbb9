import type { Boat } from '../schemas/boat';

// PLACEHOLDER: the seed-data work replaces this with the full demo fleet.
export const seedBoats: Boat[] = [
  {
    id: 'b-placeholder', year: 2022, make: 'Stiletto', model: '31 Tournament', type: 'Center Console', condition: 'new',
    price: 65000, length: 31, description: 'A placeholder boat until the seed fleet lands.', location: 'Nassau, Bahamas',
    features: ['T-top'], specifications: {}, status: 'active', createdAt: '2026-01-01T00:00:00.000Z', createdBy: null,
    updatedAt: '2026-01-01T00:00:00.000Z', images: [],
  },
];

/** Admin-only commission rate (%) per boat id; null = not set. */
export const seedCommissionRates: Record<string, number | null> = { 'b-placeholder': 10 };
