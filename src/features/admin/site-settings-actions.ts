import * as v from 'valibot';
import type { UserDatabase } from '@/data/user-database';
import { SITE_SETTINGS_ID, type SiteSettings } from '@harbour/domain/schemas/site-settings';
import {
  FOREIGN_CURRENCIES,
  isExchangeRate,
  RATE_MAX,
  RATE_MIN,
  type ExchangeRates,
} from '@harbour/domain/exchange-rates';
import { plain } from '@/data/query/plain';

const CHOOSE = 'Choose whether buyers see days on market: on or off.';
/** What the Settings tab sends: every setting a yes or no, and no setting the site does not have. */
const siteSettingsInput = v.pipe(
  v.looseObject({ showDaysOnMarket: v.boolean(CHOOSE) }, CHOOSE),
  v.check(
    (o) => Object.keys(o).every((k) => k === 'showDaysOnMarket'),
    'Only the settings on this page can be changed.',
  ),
);

export type SaveSiteSettingsResult = { ok: true; value: SiteSettings } | { ok: false; error: string };

type SettingsDb = Pick<UserDatabase, 'siteSettings'>;

/** The settings as stored, or every setting off and no rates when none were ever saved. */
async function currentSettings(db: SettingsDb): Promise<SiteSettings | null> {
  const current = await db.siteSettings.findOne(SITE_SETTINGS_ID).exec();
  return current ? plain(current) : null;
}

const NO_RATES = { exchangeRates: null, exchangeRatesSetAt: null } as const;

/**
 * Sets the public site's settings (siteSettings/public) in the admin's replica; replication delivers them (offline they
 * wait and show as pending). Bad input writes nothing; an unchanged setting is not written again.
 */
export async function saveSiteSettings(
  db: SettingsDb,
  values: unknown,
  now: Date = new Date(),
): Promise<SaveSiteSettingsResult> {
  const parsed = v.safeParse(siteSettingsInput, values);
  if (!parsed.success) return { ok: false, error: parsed.issues[0]!.message };
  const current = await currentSettings(db);
  if (current && current.showDaysOnMarket === parsed.output.showDaysOnMarket) return { ok: true, value: current };
  const { showDaysOnMarket } = parsed.output;
  // The rates stay as they are: the document is written whole.
  const next: SiteSettings = {
    ...NO_RATES,
    ...current,
    id: SITE_SETTINGS_ID,
    showDaysOnMarket,
    updatedAt: now.toISOString(),
  };
  return { ok: true, value: plain(await db.siteSettings.incrementalUpsert(next)) };
}

const CURRENCY_NAMES: Record<keyof ExchangeRates, string> = {
  EUR: 'euros (EUR)',
  GBP: 'pounds (GBP)',
  CAD: 'Canadian dollars (CAD)',
};

/**
 * Pure: a rate as typed in the form ('0.92', ' 1.4 ') or sent as a number; null when it is not a plain decimal number
 * within the bounds (a comma, a currency sign or '92' is refused rather than guessed at).
 */
export function parseExchangeRate(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,2}(\.\d{1,6})?$/.test(text) && !/^\.\d{1,6}$/.test(text)) return null;
  const rate = Number(text);
  return isExchangeRate(rate) ? rate : null;
}

/**
 * Pure: the exchange rates the form says, or the first thing wrong with them in words an admin can act on. Exactly
 * EUR, GBP and CAD.
 */
export function exchangeRatesInput(
  values: unknown,
): { ok: true; rates: ExchangeRates } | { ok: false; error: string; field?: keyof ExchangeRates } {
  const fields = typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : {};
  if (Object.keys(fields).some((k) => !(FOREIGN_CURRENCIES as readonly string[]).includes(k)))
    return { ok: false, error: 'Only the EUR, GBP and CAD rates can be set here.' };
  const rates: Partial<ExchangeRates> = {};
  for (const currency of FOREIGN_CURRENCIES) {
    const rate = parseExchangeRate(fields[currency]);
    if (rate === null)
      return {
        ok: false,
        field: currency,
        error: `Enter how many ${CURRENCY_NAMES[currency]} one US dollar buys: a number from ${RATE_MIN} to ${RATE_MAX}, such as ${currency === 'CAD' ? '1.38' : '0.92'}.`,
      };
    rates[currency] = rate;
  }
  return { ok: true, rates: rates as ExchangeRates };
}

/**
 * Sets the exchange rates for the approximate prices (siteSettings/public) and the time they were set, which visitors
 * see in small print. Saving again sets the date again: the rates were checked that day. Bad input writes nothing.
 */
export async function saveExchangeRates(
  db: SettingsDb,
  values: unknown,
  now: Date = new Date(),
): Promise<SaveSiteSettingsResult> {
  const input = exchangeRatesInput(values);
  if (!input.ok) return { ok: false, error: input.error };
  const current = await currentSettings(db);
  const at = now.toISOString();
  const next: SiteSettings = {
    showDaysOnMarket: false,
    ...current,
    id: SITE_SETTINGS_ID,
    exchangeRates: input.rates,
    exchangeRatesSetAt: at,
    updatedAt: at,
  };
  return { ok: true, value: plain(await db.siteSettings.incrementalUpsert(next)) };
}
