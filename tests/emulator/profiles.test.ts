import { beforeAll, describe, expect, it } from 'vitest';
import { isReplicable, readProfile, saveClientProfile, writeNewUserProfile } from '../../functions/src/profiles';
import { directFirestore } from './admin-sdk';

// The profile writes of the functions, against the Firestore emulator.
type Firestore = Parameters<typeof readProfile>[0];
let db: Firestore;
beforeAll(() => {
  db = directFirestore() as unknown as Firestore;
});

const uid = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const CREATED = '2026-11-01T10:00:00.000Z';

describe('profile writes (functions/src/profiles.ts)', () => {
  it('trigger first, then the account request (saveClientProfile): the profile ends with name, phone, email and creation time', async () => {
    const id = uid('a');
    await writeNewUserProfile(db, id, { email: 'a@example.com', createdAt: CREATED, displayName: null });
    expect(await readProfile(db, id)).toEqual({
      fullName: '',
      phone: null,
      email: 'a@example.com',
      createdAt: CREATED,
      updatedAt: CREATED,
    });
    await saveClientProfile(
      db,
      id,
      { email: 'a@example.com', createdAt: CREATED },
      { fullName: 'Alicia Ferguson', phone: '+1 242 555 0193' },
      new Date('2026-11-01T10:00:05.000Z'),
    );
    expect(await readProfile(db, id)).toEqual({
      fullName: 'Alicia Ferguson',
      phone: '+1 242 555 0193',
      email: 'a@example.com',
      createdAt: CREATED,
      updatedAt: '2026-11-01T10:00:05.000Z',
    });
    // Written outside RxDB, so it carries the replication fields devices pull on.
    expect(await isReplicable(db, id)).toBe(true);
  });

  it('the account request (saveClientProfile) first, then the trigger: the trigger keeps the name and phone', async () => {
    const id = uid('b');
    await saveClientProfile(
      db,
      id,
      { email: 'b@example.com', createdAt: CREATED },
      { fullName: 'Kevin Rolle', phone: null },
    );
    await writeNewUserProfile(db, id, { email: 'b@example.com', createdAt: CREATED, displayName: 'Someone Else' });
    const profile = await readProfile(db, id);
    expect(profile).toMatchObject({ fullName: 'Kevin Rolle', phone: null, email: 'b@example.com', createdAt: CREATED });
  });

  it('an account made without the sign-up form gets its display name as full name', async () => {
    const id = uid('c');
    await writeNewUserProfile(db, id, { email: 'c@example.com', createdAt: CREATED, displayName: 'Marina Knowles' });
    expect(await readProfile(db, id)).toMatchObject({ fullName: 'Marina Knowles', phone: null });
  });

  it('readProfile gives null for an unknown user', async () => {
    expect(await readProfile(db, uid('none'))).toBeNull();
  });
});
