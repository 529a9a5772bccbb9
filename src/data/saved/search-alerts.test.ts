import { afterEach, describe, expect, it } from 'vitest';
import { openUserDatabase, type UserDatabase } from '../user-database';
import { testStorage, uniqueDbName } from '../test-storage';
import { ALERTS_FULL, MAX_SEARCH_ALERTS } from '@harbour/domain/schemas/search-alert';
import { followSearchAlert, setSearchAlert } from './search-alerts';

const NOW = new Date('2026-11-27T10:00:00.000Z');
let db: UserDatabase | null = null;
afterEach(async () => {
  await db?.close();
  db = null;
});

async function accountWithProfile(): Promise<UserDatabase> {
  db = await openUserDatabase(uniqueDbName('alerts'), testStorage(), false, { only: ['profiles'] });
  await db.profiles.insert({
    id: 'u1',
    fullName: 'Dana Munroe',
    phone: null,
    email: 'dana@example.com',
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    searchAlerts: [],
  });
  return db;
}
const alertsOf = async (account: UserDatabase) =>
  (await account.profiles.findOne('u1').exec())!.toMutableJSON().searchAlerts;
const cats = { id: 's1', name: 'Cats', params: 'type=catamaran' };

describe('search alerts on the account', () => {
  it('on, renamed, off: the profile follows, stamped with the time of the change', async () => {
    const account = await accountWithProfile();
    expect(await setSearchAlert(account, 'u1', cats, true, NOW)).toEqual({ ok: true, id: 's1' });
    expect(await alertsOf(account)).toEqual([{ ...cats, createdAt: NOW.toISOString() }]);
    expect((await account.profiles.findOne('u1').exec())!.updatedAt).toBe(NOW.toISOString());
    await followSearchAlert(account, 'u1', { renamed: { id: 's1', name: 'Big cats' } }, NOW);
    expect(await alertsOf(account)).toEqual([{ ...cats, name: 'Big cats', createdAt: NOW.toISOString() }]);
    await followSearchAlert(account, 'u1', { deleted: 's1' }, NOW);
    expect(await alertsOf(account)).toEqual([]);
  });

  it('a rename or deletion of a search without emails changes nothing', async () => {
    const account = await accountWithProfile();
    await followSearchAlert(account, 'u1', { renamed: { id: 's1', name: 'Big cats' } }, NOW);
    await followSearchAlert(account, 'u1', { deleted: 's1' }, NOW);
    expect(await alertsOf(account)).toEqual([]);
    expect((await account.profiles.findOne('u1').exec())!.updatedAt).toBe('2026-11-01T00:00:00.000Z');
  });

  it(`a ${MAX_SEARCH_ALERTS + 1}th search is refused with the reason, and nothing is written`, async () => {
    const account = await accountWithProfile();
    for (let n = 0; n < MAX_SEARCH_ALERTS; n++)
      await setSearchAlert(account, 'u1', { id: `s${n}`, name: `S${n}`, params: '' }, true, NOW);
    expect(await setSearchAlert(account, 'u1', { id: 'x', name: 'X', params: '' }, true, NOW)).toEqual({
      ok: false,
      message: ALERTS_FULL,
    });
    expect(await alertsOf(account)).toHaveLength(MAX_SEARCH_ALERTS);
  });

  it('before the profile has reached this device: says so, writes nothing', async () => {
    db = await openUserDatabase(uniqueDbName('alerts'), testStorage(), false, { only: ['profiles'] });
    expect(await setSearchAlert(db, 'u1', cats, true, NOW)).toEqual({
      ok: false,
      message: 'Your account is still loading on this device. Please try again in a moment.',
    });
  });
});
