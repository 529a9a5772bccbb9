import { describe, expect, it } from 'vitest';
import { selectClientStats } from './use-client-dashboard-stats';

const local = { totalSubmissions: 1, pendingReviews: 0, activeListings: 0, totalInquiries: 0 };
const ownerStats = { id: 'u1', totalSubmissions: 6, pendingReviews: 2, activeListings: 3, totalInquiries: 11 };
const values = (shown: ReturnType<typeof selectClientStats>) =>
  Object.values(shown).map((s) => (s ? `${s.value}:${s.source}` : null));

describe('selectClientStats (what the client dashboard cards show)', () => {
  it('no server counters (not pulled yet): the local counts', () => {
    expect(values(selectClientStats(local, { server: null, replicaComplete: false }))).toEqual([
      '1:local',
      '0:local',
      '0:local',
      '0:local',
    ]);
  });
  it('first sign-in on a new phone: the server counters while the replica is still filling', () => {
    expect(values(selectClientStats(local, { server: ownerStats, replicaComplete: false }))).toEqual([
      '6:server',
      '2:server',
      '3:server',
      '11:server',
    ]);
    expect(values(selectClientStats(null, { server: ownerStats, replicaComplete: false }))).toEqual([
      '6:server',
      '2:server',
      '3:server',
      '11:server',
    ]);
  });
  it('once the replica is complete: the local counts (they include changes not synced yet)', () => {
    expect(values(selectClientStats(local, { server: ownerStats, replicaComplete: true }))).toEqual([
      '1:local',
      '0:local',
      '0:local',
      '0:local',
    ]);
  });
  it('nothing yet: every card null (skeleton), never NaN', () => {
    expect(values(selectClientStats(null, { server: null, replicaComplete: true }))).toEqual([null, null, null, null]);
  });
});
