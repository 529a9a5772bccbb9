import { describe, expect, it } from 'vitest';
import { PUBLIC_MAX_INSTANCES } from './instance-limits';

// The v1 auth trigger's endpoint names the project; outside the emulators there is none.
process.env.GCLOUD_PROJECT ??= 'demo-instance-limits';
const deployed = await import('./index');

// What `firebase deploy` reads of each exported function (firebase-functions' __endpoint): the trigger, the options.
interface Endpoint {
  httpsTrigger?: { invoker?: string[] | null };
  callableTrigger?: unknown;
  maxInstances?: unknown;
}
const endpoints = Object.entries(deployed as Record<string, { __endpoint?: Endpoint }>).map(
  ([name, fn]) => [name, fn.__endpoint] as const,
);
/** Anyone on the internet can call these: every HTTP function (the Hosting rewrites) and every callable. */
const publicOnes = endpoints.filter(([, endpoint]) => endpoint?.httpsTrigger || endpoint?.callableTrigger);

describe('finding N12: every function anyone can call has a ceiling on its instances', () => {
  it('finds the public functions the site serves (this test looks at all of them)', () => {
    expect(publicOnes.map(([name]) => name).sort()).toEqual(
      [
        'leadTicket',
        'listingsJsonFeed',
        'openMarineFeed',
        'preview',
        'publicSnapshot',
        'requestAccount',
        'setUserRole',
        'sitemap',
        'trackView',
        'unsubscribe',
      ].sort(),
    );
  });

  it.each(publicOnes.map(([name, endpoint]) => [name, endpoint!] as const))(
    '%s: maxInstances is PUBLIC_MAX_INSTANCES',
    (_name, endpoint) => {
      expect(endpoint.maxInstances).toBe(PUBLIC_MAX_INSTANCES);
    },
  );

  it('the ceiling is a small number', () => {
    expect(PUBLIC_MAX_INSTANCES).toBeGreaterThanOrEqual(1);
    expect(PUBLIC_MAX_INSTANCES).toBeLessThanOrEqual(20);
  });
});
