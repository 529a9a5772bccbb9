/** Bump when the bundled demo data changes so devices that were seeded with an older set get the new one. */
export const SEED_VERSION = 3;
