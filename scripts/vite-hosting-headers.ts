import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The headers Firebase Hosting sends (firebase.json hosting.headers), sent by `vite preview` too, so the site is run and
 * tested under the same security headers it is served with (the e2e suite runs on the preview server).
 */
export interface HostingHeaderRule {
  source?: string;
  regex?: string;
  headers: Array<{ key: string; value: string }>;
}

/** Pure: a Hosting glob as a regular expression: `**` any path, `*` any run within one segment. */
export function globToRegExp(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*' && glob[i + 1] === '*') {
      out += '.*';
      i += 1;
    } else if (c === '*') out += '[^/]*';
    else out += c.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

/** Pure: the headers for a path, every matching rule in order (a later rule's value for the same key wins, as on Hosting). */
export function headersFor(pathname: string, rules: readonly HostingHeaderRule[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) {
    const pattern = rule.regex !== undefined ? new RegExp(rule.regex) : globToRegExp(rule.source ?? '');
    if (!pattern.test(pathname)) continue;
    for (const { key, value } of rule.headers) out[key] = value;
  }
  return out;
}

/** firebase.json's header rules (the file beside the Vite root: the config is bundled elsewhere, so not import.meta.url). */
export function hostingRules(root = process.cwd()): HostingHeaderRule[] {
  const file = join(root, 'firebase.json');
  return (
    (JSON.parse(readFileSync(file, 'utf8')) as { hosting: { headers?: HostingHeaderRule[] } }).hosting.headers ?? []
  );
}

export function hostingHeaders(): Plugin {
  return {
    name: 'hosting-headers',
    configurePreviewServer(server) {
      const rules = hostingRules(server.config.root);
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://x').pathname;
        for (const [key, value] of Object.entries(headersFor(pathname, rules))) res.setHeader(key, value);
        next();
      });
    },
  };
}
