import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { appStartScript, entryOf } from '../src/app/prerender/page-html';
import { afterCharset } from './vite-route-preload';
import { appCheckBuildProblem, appCheckPlan, recaptchaSources } from '../src/data/firebase/app-check-plan';
import { WALKTHROUGH_PLAYER_ORIGINS } from '../packages/domain/src/boats/walkthrough-video';
import { firebaseSources } from './firebase-policy-sources';

/**
 * A Content-Security-Policy in every built page (#32: nothing but the site itself by default; images and fetches
 * from the site, its Firebase services and the device only). Scripts: scripts from the site itself and the few inline ones the
 * build writes (each by its hash: the route preload table, the first-visit preload, and the app start of prerendered
 * and function-rendered pages); nothing else runs, so markup a hostile record slipped into a page cannot. Frames: only
 * the walkthrough videos' privacy-enhanced players. A <meta>: the hashes change with every build, and so do the
 * sources reCAPTCHA adds (App Check, and a real project's second factor: recaptchaSources), while Hosting's headers (firebase.json, which carry the rest
 * of the policy) are fixed. It goes first in <head>, before any script, so it covers them all.
 */

/** Pure: the text of each inline script the browser would run (no src; no type, or a JavaScript one). */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1]!;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    out.push(match[2]!);
  }
  return out;
}

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The sources a build adds beyond the site's own (reCAPTCHA's, when App Check is on; Firebase's hosts). */
export interface PolicySources {
  scripts?: readonly string[];
  frames?: readonly string[];
  /** Hosts the page fetches from (Firebase's services, or the local emulators: firebase-policy-sources.ts). */
  connect?: readonly string[];
  /** Hosts its images come from besides the site (the project's Storage). */
  images?: readonly string[];
}

/**
 * Pure: the policy for a built index.html: its own inline scripts and the app start script the pages made from it use,
 * the walkthrough players as the only frames, and the few other sources the build needs.
 */
export function scriptPolicy(html: string, sources: PolicySources = {}): string {
  const entry = entryOf(html);
  const scripts = [...inlineScripts(html), ...(entry ? [appStartScript(entry)] : [])];
  const hashes = [...new Set(scripts.map(hashOf))];
  const list = (...parts: (readonly string[] | undefined)[]) => parts.flatMap((p) => p ?? []).join(' ');
  return [
    // #32: nothing but the site itself unless named below.
    "default-src 'self'",
    `script-src 'self' ${list(sources.scripts, hashes)}`.trim(),
    // Style attributes: the renderer writes a few (an image's display, a skeleton's width); styles run no code.
    "style-src 'self' 'unsafe-inline'",
    // Photos: the site's own (/media/), the project's Storage, and photos on this device (blob:, data:).
    `img-src 'self' data: blob: ${list(sources.images)}`.trim(),
    `connect-src 'self' ${list(sources.connect, sources.scripts)}`.trim(),
    `frame-src ${list(WALKTHROUGH_PLAYER_ORIGINS, sources.frames)}`,
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

export function withScriptPolicy(html: string, sources: PolicySources = {}): string {
  return afterCharset(html, `<meta http-equiv="Content-Security-Policy" content="${scriptPolicy(html, sources)}" />`);
}

/** Last of the index.html transforms (after every inline script is in), in builds only (the dev server injects its own). */
export function scriptPolicyPlugin(): Plugin {
  let sources: PolicySources = {};
  return {
    name: 'script-policy',
    apply: 'build',
    configResolved(config) {
      const projectId = config.env.VITE_FIREBASE_PROJECT_ID ?? '';
      const problem = appCheckBuildProblem(config.env, projectId);
      if (problem) throw new Error(problem);
      sources = { ...recaptchaSources(appCheckPlan(config.env, projectId), projectId), ...firebaseSources(config.env) };
    },
    transformIndexHtml: { order: 'post', handler: (html) => withScriptPolicy(html, sources) },
  };
}
