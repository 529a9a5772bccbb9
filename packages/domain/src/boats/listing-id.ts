import { slugify } from '../slugify';
import type { Boat } from '../schemas/boat';

/** A listing id is at most 64 characters (the schema's and the view counter's limit). */
const ID_MAX = 64;
const TAIL_LENGTH = 6;

/** Six letters or digits from the platform's random source: 2 billion tails for one make, model and year. */
function randomTail(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TAIL_LENGTH));
  return [...bytes].map((b) => (b % 36).toString(36)).join('');
}

/**
 * A new listing's id, which is also its address (/boats/{id}) and what the spec sheet's QR code carries: readable like
 * the demo fleet's ('/boats/sea-ray-280-sundancer-2019-k3f9q2', not a UUID), and unique without asking the server (a
 * listing may be made offline) thanks to its random tail. Made once and never changed, so an address stays valid;
 * listings made before keep their ids.
 */
export function newListingId(boat: Pick<Boat, 'year' | 'make' | 'model'>, tail: string = randomTail()): string {
  const words = slugify(`${boat.make} ${boat.model}`)
    .slice(0, ID_MAX - 1 - 4 - 1 - tail.length)
    .replace(/-+$/, '');
  return [words || 'boat', String(boat.year).slice(0, 4), tail].join('-');
}
