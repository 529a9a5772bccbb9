import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { readAccountsConfig } from '../src/data/backend-config';

/**
 * Written into a build made for the local emulators (a dotfile: Hosting ignores it): the Functions emulator's address,
 * so `vite preview` sends the Hosting rewrites there for the build it serves, whatever its own environment says.
 */
export const FUNCTIONS_EMULATOR_FILE = '.functions-emulator.json';

/**
 * A build for the local emulators (the Functions emulator of a demo-* project): the address HTTP functions are served under
 * (`…/{function}`), for what a Hosting rewrite does in production (/public-snapshot.json → `publicSnapshot`, the boats
 * pages → `preview`). Null otherwise.
 */
export function functionsEmulatorBase(env: Record<string, string | undefined>): string | null {
  const config = readAccountsConfig(env);
  if (!config?.emulators.functions) return null;
  const { host, port } = config.emulators.functions;
  return `http://${host}:${port}/${config.firebase.projectId}/${config.functionsRegion}`;
}

/** `vite dev`: an HTTP function on the Functions emulator this environment builds for, or null. */
export function functionUrl(env: Record<string, string | undefined>, name: string): string | null {
  const base = functionsEmulatorBase(env);
  return base && `${base}/${name}`;
}

/** `vite preview`: an HTTP function on the Functions emulator the served build was made for (its FUNCTIONS_EMULATOR_FILE), or null. */
export function functionUrlOfBuild(config: ResolvedConfig, name: string): string | null {
  const file = join(resolve(config.root, config.build.outDir), FUNCTIONS_EMULATOR_FILE);
  if (!existsSync(file)) return null;
  const { base } = JSON.parse(readFileSync(file, 'utf8')) as { base?: unknown };
  return typeof base === 'string' ? `${base}/${name}` : null;
}

/**
 * Answers a request with a function's response, as Hosting does: its status, type, caching and redirect target (fetch
 * it with `redirect: 'manual'`: the browser follows a function's redirect, #32 N12), compressed when the browser accepts
 * it (Hosting compresses function responses; `vite preview`'s own compression comes after plugins).
 */
export async function sendFunctionAnswer(req: IncomingMessage, res: ServerResponse, answer: Response): Promise<void> {
  res.statusCode = answer.status;
  for (const name of ['content-type', 'cache-control', 'location']) {
    const value = answer.headers.get(name);
    if (value) res.setHeader(name, value);
  }
  const body = Buffer.from(await answer.arrayBuffer());
  res.setHeader('Vary', 'Accept-Encoding');
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    res.setHeader('Content-Encoding', 'gzip');
    res.end(gzipSync(body));
  } else res.end(body);
}
