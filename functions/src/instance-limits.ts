/**
 * How far the functions anyone can call scale out (#32 N12). Every request to them is someone else's choice: a
 * crawler, a script, a flood of made-up addresses. Without a ceiling each would start instances (and spend) as fast as
 * requests come. A brokerage's traffic fits in a few instances: each serves up to 80 requests at once (the default
 * concurrency of a 2nd-gen function with one CPU), so this ceiling is hundreds of requests in flight per function,
 * while a flood past it waits or is refused (429) instead of being paid for.
 */
export const PUBLIC_MAX_INSTANCES = 10;

/** The options of every public HTTP function (the Hosting rewrites: pages, sitemap, snapshot, feeds). */
export const publicHttpOptions = { invoker: 'public', maxInstances: PUBLIC_MAX_INSTANCES } as const;
