import { afterEach, describe, expect, it } from 'vitest';
import { openTestPublicDatabase, testStorage, uniqueDbName } from '../test-storage';
import { openUserDatabase, type UserDatabase } from '../user-database';
import type { PublicDatabase } from '../public/public-database';
import { makeBoat } from '@harbour/domain/boats/test-boats';
import { removeSavedBoat, saveBoat } from './saved-boats';
import { markRemovedOnAccount, shortlistIntoAccount, syncShortlistWithAccount } from './account-shortlist-sync';
import { savedBoatId } from '@harbour/domain/schemas/saved-boat';
import { boatSnapshot } from './shortlist';

const USER = 'u-marina';
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function setup() {
  const device: PublicDatabase = await openTestPublicDatabase();
  const account: UserDatabase = await openUserDatabase(uniqueDbName('user'), testStorage(), false, {
    only: ['savedBoats'],
  });
  cleanups.push(
    () => device.close(),
    () => account.close(),
  );
  return { device, account };
}

const onDevice = async (db: PublicDatabase) =>
  (await db.visitorRecords.find({ selector: { kind: 'savedBoat' } }).exec()).map((r) => r.boat!.boatId).sort();
const inAccount = async (db: UserDatabase) =>
  (await db.savedBoats.find({ selector: { removedAt: null } }).exec()).map((d) => d.boat.boatId).sort();

/** Waits until `read` gives `expected` (the sync runs on the databases' change streams). */
async function until<T>(read: () => Promise<T>, expected: T, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    const got = await read();
    if (JSON.stringify(got) === JSON.stringify(expected)) return;
    if (Date.now() > end) expect(got).toEqual(expected);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("a signed-in user's shortlist follows the account", () => {
  it('at sign-in the device and the account shortlists are joined, with nothing twice', async () => {
    const { device, account } = await setup();
    await saveBoat(device, makeBoat({ id: 'a' }), new Date('2026-11-01T10:00:00.000Z'));
    await saveBoat(device, makeBoat({ id: 'b' }), new Date('2026-11-02T10:00:00.000Z'));
    await account.savedBoats.insert({
      id: savedBoatId(USER, 'b'),
      userId: USER,
      boat: boatSnapshot(makeBoat({ id: 'b' }), new Date('2026-10-01T10:00:00.000Z')),
      removedAt: null,
      updatedAt: '2026-10-01T10:00:00.000Z',
    });
    await account.savedBoats.insert({
      id: savedBoatId(USER, 'c'),
      userId: USER,
      boat: boatSnapshot(makeBoat({ id: 'c' }), new Date('2026-10-05T10:00:00.000Z')),
      removedAt: null,
      updatedAt: '2026-10-05T10:00:00.000Z',
    });
    cleanups.push(syncShortlistWithAccount(device, account, USER));
    await until(() => onDevice(device), ['a', 'b', 'c']);
    await until(() => inAccount(account), ['a', 'b', 'c']);
    expect(await account.savedBoats.count().exec()).toBe(3);
  });

  it('follows changes of either side: a heart here, a removal on another device', async () => {
    const { device, account } = await setup();
    cleanups.push(syncShortlistWithAccount(device, account, USER, () => new Date('2026-11-05T10:00:00.000Z')));
    await saveBoat(device, makeBoat({ id: 'a' }), new Date('2026-11-03T10:00:00.000Z'));
    await until(() => inAccount(account), ['a']);

    // Another device of the user took it off later: the replica pulls that, this device drops it.
    const doc = await account.savedBoats.findOne(savedBoatId(USER, 'a')).exec();
    await doc!.incrementalPatch({ removedAt: '2026-11-04T10:00:00.000Z', updatedAt: '2026-11-04T10:00:00.000Z' });
    await until(() => onDevice(device), []);

    // Saved again here, after that removal: it is on the account again.
    await saveBoat(device, makeBoat({ id: 'a' }), new Date('2026-11-06T10:00:00.000Z'));
    await until(() => inAccount(account), ['a']);
    expect(await onDevice(device)).toEqual(['a']);
  });

  it('a heart un-tapped while signed in is marked removed on the account and stays removed', async () => {
    const { device, account } = await setup();
    cleanups.push(syncShortlistWithAccount(device, account, USER));
    await saveBoat(device, makeBoat({ id: 'a' }), new Date('2026-11-03T10:00:00.000Z'));
    await until(() => inAccount(account), ['a']);
    await markRemovedOnAccount(account, USER, 'a', new Date('2026-11-04T10:00:00.000Z'));
    await removeSavedBoat(device, 'a');
    await until(() => inAccount(account), []);
    await new Promise((r) => setTimeout(r, 200));
    expect(await onDevice(device)).toEqual([]);
    expect((await account.savedBoats.findOne(savedBoatId(USER, 'a')).exec())!.removedAt).toBe(
      '2026-11-04T10:00:00.000Z',
    );
  });

  it("stops when the account's replica closes (logout), so the device's shortlist can be forgotten", async () => {
    const { device, account } = await setup();
    cleanups.push(syncShortlistWithAccount(device, account, USER));
    await saveBoat(device, makeBoat({ id: 'a' }), new Date('2026-11-03T10:00:00.000Z'));
    await until(() => inAccount(account), ['a']);
    await account.close();
    await removeSavedBoat(device, 'a');
    await new Promise((r) => setTimeout(r, 200));
    expect(await onDevice(device)).toEqual([]);
  });

  it('before a logout, a boat saved a moment ago (no pass ran yet) is put in the account at once', async () => {
    const { device, account } = await setup();
    await saveBoat(device, makeBoat({ id: 'a' }), new Date('2026-11-03T10:00:00.000Z'));
    await shortlistIntoAccount(device, account, USER);
    expect(await inAccount(account)).toEqual(['a']);
  });
});
