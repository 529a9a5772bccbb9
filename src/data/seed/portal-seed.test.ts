import { describe, expect, it } from 'vitest';
import { seedLeads, seedSubmissions } from './portal-seed';
import { seedBoats } from './boats';

describe('demo portal data', () => {
  it('gives every lead the owner of its boat', () => {
    for (const lead of seedLeads) expect(lead.boatOwnerId).toBe(seedBoats.find((b) => b.id === lead.boatId)?.createdBy);
  });
  it('links every approved submission to a boat owned by the same client', () => {
    for (const sub of seedSubmissions.filter((s) => s.status === 'approved')) {
      expect(seedBoats.find((b) => b.id === sub.boatId)?.createdBy).toBe(sub.userId);
    }
  });
});
