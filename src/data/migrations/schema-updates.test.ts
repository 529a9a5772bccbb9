import { afterEach, describe, expect, it } from 'vitest';
import type { RxJsonSchema } from 'rxdb';
import { openedAfterUpdate } from './older-version';
import { rxSchema } from './collection-migrations';
import { siteSettingsSchema } from '@harbour/domain/schemas/site-settings';
import { profileSchema } from '@harbour/domain/schemas/profile';

let close: () => Promise<void> = async () => {};
afterEach(() => close());

/** A schema as the code of version 0 had it: without the fields a later version added. */
function version0(schema: RxJsonSchema<unknown>, added: readonly string[]): RxJsonSchema<unknown> {
  const properties = Object.fromEntries(Object.entries(schema.properties).filter(([key]) => !added.includes(key)));
  const required = (schema.required as string[]).filter((key) => !added.includes(key));
  return { ...schema, version: 0, properties, required } as unknown as RxJsonSchema<unknown>;
}

describe('site settings, version 0 to 1 (exchange rates)', () => {
  it("an admin's settings written before the rates existed open with none set, days on market as they were", async () => {
    const old = { id: 'public', showDaysOnMarket: true, updatedAt: '2026-11-25T12:00:00.000Z' };
    const older = version0(rxSchema(siteSettingsSchema), ['exchangeRates', 'exchangeRatesSetAt']);
    const opened = await openedAfterUpdate('siteSettings', older, old);
    close = opened.close;
    const migrated = (await opened.collection.findOne('public').exec())!;
    expect(migrated.toMutableJSON()).toEqual({ ...old, exchangeRates: null, exchangeRatesSetAt: null });
    // The new code sets rates on it.
    await migrated.incrementalPatch({
      exchangeRates: { EUR: 0.95, GBP: 0.79, CAD: 1.4 },
      exchangeRatesSetAt: '2026-11-26T09:00:00.000Z',
    });
    expect((await opened.collection.findOne('public').exec())!.exchangeRates).toEqual({
      EUR: 0.95,
      GBP: 0.79,
      CAD: 1.4,
    });
  });
});

describe('profiles, version 0 to 1 (search alerts)', () => {
  it('a profile kept on the device before alerts existed opens with none, and takes one', async () => {
    const old = {
      id: 'u1',
      fullName: 'Marina Knowles',
      phone: null,
      email: 'marina.knowles@example.com',
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
    };
    const opened = await openedAfterUpdate('profiles', version0(rxSchema(profileSchema), ['searchAlerts']), old);
    close = opened.close;
    const migrated = (await opened.collection.findOne('u1').exec())!;
    expect(migrated.toMutableJSON()).toEqual({ ...old, searchAlerts: [] });
    const alert = { id: 's1', name: 'Catamarans', params: 'type=Catamaran', createdAt: '2026-11-27T10:00:00.000Z' };
    await migrated.incrementalPatch({ searchAlerts: [alert] });
    expect((await opened.collection.findOne('u1').exec())!.toMutableJSON().searchAlerts).toEqual([alert]);
  });
});
