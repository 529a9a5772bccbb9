import { afterEach, describe, expect, it } from 'vitest';
import { createRxDatabase, type RxDatabase, type RxJsonSchema } from 'rxdb';
import { prepareCollections } from './collection-migrations';
import { rxCollectionsOf } from '../collections/portal-collections';
import { testStorage, uniqueDbName } from '../test-storage';
import { siteSettingsSchema } from '../schemas/site-settings';

const open: RxDatabase[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => (db.closed ? undefined : db.close())));
});

describe('site settings, version 0 to 1 (exchange rates)', () => {
  it("an admin's settings written before the rates existed open with none set, days on market as they were", async () => {
    const name = uniqueDbName('site-settings-v1');
    // What the code of version 0 wrote: no exchange rates.
    const { exchangeRates: _rates, exchangeRatesSetAt: _setAt, ...v0Properties } = siteSettingsSchema.properties;
    const v0Schema = {
      ...siteSettingsSchema,
      version: 0,
      properties: v0Properties,
      required: ['id', 'showDaysOnMarket', 'updatedAt'],
    } as unknown as RxJsonSchema<unknown>;
    const old = { id: 'public', showDaysOnMarket: true, updatedAt: '2026-11-25T12:00:00.000Z' };
    const before = await createRxDatabase({ name, storage: testStorage(), multiInstance: false });
    open.push(before);
    await before.addCollections(
      await prepareCollections(before, { siteSettings: { schema: v0Schema, migration: 'migrate' } }),
    );
    await before.collections.siteSettings!.insert(old);
    await before.close();

    const after = await createRxDatabase({ name, storage: testStorage(), multiInstance: false });
    open.push(after);
    await after.addCollections(await prepareCollections(after, rxCollectionsOf(['siteSettings'])));
    const migrated = (await after.collections.siteSettings!.findOne('public').exec())!;
    expect(migrated.toMutableJSON()).toEqual({ ...old, exchangeRates: null, exchangeRatesSetAt: null });
    // The new code sets rates on it.
    await migrated.incrementalPatch({
      exchangeRates: { EUR: 0.95, GBP: 0.79, CAD: 1.4 },
      exchangeRatesSetAt: '2026-11-26T09:00:00.000Z',
    });
    expect((await after.collections.siteSettings!.findOne('public').exec())!.exchangeRates).toEqual({
      EUR: 0.95,
      GBP: 0.79,
      CAD: 1.4,
    });
  });
});
