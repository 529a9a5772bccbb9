/**
 * Which number a dashboard card shows: the count over the local replica, or the server's counter
 * (stats/admin, ownerStats/{uid}; functions/src/counters.ts). docs/DATA-MODEL.md 'Counters' states the rule:
 *
 *  1. The replica has finished its first full pull of the counted collections → the local count. It is
 *     exact for this device: it already includes this device's changes the server has not acknowledged yet.
 *  2. The first pull is still running (first sign-in on a new phone) and the server counter is there → the
 *     server counter (the partial local count would climb from 0 while the pages arrive).
 *  3. Otherwise whichever of the two exists (a replica without the counters collection: always local).
 *  4. Neither → nothing (the card keeps its skeleton); never a blank, NaN or negative number.
 */

export type CountSource = 'local' | 'server';

export interface ShownCount {
  value: number;
  source: CountSource;
}

/** A number a card may show: finite and not negative (a server counter briefly off by a redelivery is not). */
export function isCount(n: unknown): n is number {
  return typeof n === 'number' && Number.isFinite(n) && n >= 0;
}

export function chooseCount(local: unknown, server: unknown, replicaComplete: boolean): ShownCount | null {
  const hasLocal = isCount(local);
  const hasServer = isCount(server);
  if (replicaComplete && hasLocal) return { value: local, source: 'local' };
  if (hasServer) return { value: server, source: 'server' };
  if (hasLocal) return { value: local, source: 'local' };
  return null;
}

/** The rule for every card of a dashboard at once. `local` is null while the replica query loads. */
export function chooseCounts<K extends string>(
  keys: readonly K[],
  local: Readonly<Partial<Record<K, number>>> | null | undefined,
  server: Readonly<Partial<Record<K, number>>> | null | undefined,
  replicaComplete: boolean,
): Record<K, ShownCount | null> {
  const out = {} as Record<K, ShownCount | null>;
  for (const key of keys) out[key] = chooseCount(local?.[key], server?.[key], replicaComplete);
  return out;
}

/** A counter field of a server counters document: a field the functions never incremented is 0. */
export function counterField<K extends string>(doc: Readonly<Partial<Record<K, unknown>>>, field: K): number {
  const value = doc[field];
  return value === undefined || value === null ? 0 : (value as number);
}
