import type { Plugin } from 'vite';
import type { Rollup } from 'vite';
type OutputChunk = Rollup.OutputChunk;

/** Which URL paths (regular expression source, tested against location.pathname) load which route file's chunks. */
export type RoutePreloads = Record<string, string>;

/**
 * The router only asks for a page's code once index.js has downloaded and run: on slow networks that is one
 * more round trip, and the page's own code (the data layer for /boats) starts downloading a second late.
 * This adds a tiny inline script to index.html that, for the current path, adds <link rel="modulepreload"> for
 * that route's chunks at once, so they download alongside index.js. Same files the router would load anyway.
 */
/**
 * Inline scripts go right after <meta charset>: before the stylesheet link (a script after a pending stylesheet
 * waits for it) and without pushing the charset declaration out of the first 1024 bytes.
 */
export function afterCharset(html: string, tag: string): string {
  const at = /<meta charset[^>]*>/i.exec(html);
  if (!at) throw new Error('index.html has no <meta charset>');
  const end = at.index + at[0].length;
  return `${html.slice(0, end)}\n    ${tag}${html.slice(end)}`;
}

/**
 * Code a data page loads on demand (the database) rather than on its critical path: preloaded with the route only
 * when `when` (a JavaScript expression, evaluated in the page) is true — not on a device's first visit, whose page
 * paints from the first-visit snapshot before that code is needed (src/data/load-public-database.ts).
 */
export interface LatePreloads {
  modules: string[];
  when: (env: Record<string, string>) => string;
}

export function routePreload(routes: RoutePreloads, late?: LatePreloads): Plugin {
  let base = '/';
  let lateWhen = 'false';
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      if (late) lateWhen = late.when(config.env);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        const entry = ctx.chunk;
        if (!bundle || !entry) return html;
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (start: string[]) => {
          const seen = new Set<string>();
          const visit = (file: string) => {
            if (seen.has(file)) return;
            seen.add(file);
            for (const dep of byName.get(file)?.imports ?? []) visit(dep);
          };
          start.forEach(visit);
          return seen;
        };
        const alreadyLoaded = closure([entry.fileName]);
        const chunksOf = (file: string) =>
          chunks.filter((c) => c.facadeModuleId?.split('?')[0]?.endsWith(file) && c.fileName !== entry.fileName);
        const lateChunks = (late?.modules ?? []).flatMap((file) => {
          const found = chunksOf(file);
          if (found.length === 0) throw new Error(`route-preload: no chunk for ${file}`);
          return found.map((c) => c.fileName);
        });
        const table: [string, string[], string[]][] = [];
        for (const [pattern, routeFile] of Object.entries(routes)) {
          // Route components are split into their own chunk (`<file>?tsr-split=component`) by autoCodeSplitting.
          const routeChunks = chunksOf(routeFile);
          if (routeChunks.length === 0) throw new Error(`route-preload: no chunk for ${routeFile}`);
          const files = [...closure(routeChunks.map((c) => c.fileName))].filter((f) => !alreadyLoaded.has(f));
          const dynamic = new Set(
            routeChunks.flatMap((c) => [...closure([c.fileName])]).flatMap((f) => byName.get(f)?.dynamicImports ?? []),
          );
          const lateFiles = [...closure(lateChunks.filter((f) => dynamic.has(f)))].filter(
            (f) => !alreadyLoaded.has(f) && !files.includes(f),
          );
          table.push([pattern, files.map((f) => base + f), lateFiles.map((f) => base + f)]);
        }
        const script =
          `(function(){var t=${JSON.stringify(table)},p=location.pathname,late=false;try{late=${lateWhen}}catch(e){}` +
          `for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){` +
          `t[i][1].concat(late?t[i][2]:[]).forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});break}})()`;
        return afterCharset(html, `<script>${script}</script>`);
      },
    },
  };
}
