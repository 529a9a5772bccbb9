// Pure and free of imports: the app and the functions' bundle read dates with it.

/** firestore.rules isDateTime(): a date-time as toISOString writes it (an offset also reads). */
const DATE_TIME =
  /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\.[0-9]{1,9})?)?(Z|[+-][0-9]{2}:?[0-9]{2})$/;

/** Pure: whether a stored value is a date-time the rules accept. */
export const isDateTime = (v: unknown): v is string => typeof v === 'string' && v.length <= 40 && DATE_TIME.test(v);
