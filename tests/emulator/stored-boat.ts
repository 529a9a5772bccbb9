/** A listing as the server stores it (a 2022 Sea Ray of `owner`), for the emulator tests; `fields` replace its own. */
export function storedBoat(owner: string, fields: Record<string, unknown> = {}) {
  return {
    year: 2022,
    make: 'Sea Ray',
    model: 'Sundancer 320',
    type: 'Cruiser',
    condition: 'used',
    price: 189000,
    length: 32,
    description: 'Clean.',
    location: 'Nassau',
    features: [],
    specifications: {},
    status: 'active',
    createdAt: '2026-10-01T00:00:00.000Z',
    createdBy: owner,
    updatedAt: '2026-10-02T00:00:00.000Z',
    images: [],
    ...fields,
  };
}
