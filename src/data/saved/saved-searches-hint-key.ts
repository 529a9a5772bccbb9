/** Where this device mirrors its saved searches' params for /boats (saved-searches-hint.ts says why). */
export const SAVED_SEARCHES_HINT_KEY = 'hy.savedSearches';
