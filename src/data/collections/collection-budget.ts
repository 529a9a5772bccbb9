/** RxDB's open-source core opens 13 collections per page without delay (utils-premium NON_PREMIUM_COLLECTION_LIMIT). */
export const RXDB_CORE_COLLECTION_LIMIT = 13;

/**
 * What one page may open: 2 of RxDB core's 13 stay free for the next features. (It was 9; the admins' site settings
 * took the tenth, a signed-in user's saved boats the eleventh: docs/DATA-MODEL.md 'Collection budget'.)
 */
export const COLLECTION_BUDGET = RXDB_CORE_COLLECTION_LIMIT - 2;
