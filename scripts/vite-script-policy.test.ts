import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RECAPTCHA_FRAME_SOURCES, RECAPTCHA_SCRIPT_SOURCES } from '../src/data/firebase/app-check-plan';
import { appStartScript, deferAppStart } from '../src/app/prerender/page-html';
import { inlineScripts, scriptPolicy, withScriptPolicy } from './vite-script-policy';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script>(function(){var t=[]})()</script>
    <script>try{}catch(e){}</script>
    <script type="application/ld+json">{"@type":"Product"}</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('the script policy of the built pages', () => {
  it('runs only the inline scripts the build wrote, by hash; data blocks and files are not inline scripts', () => {
    expect(inlineScripts(INDEX)).toEqual(['(function(){var t=[]})()', 'try{}catch(e){}']);
    const policy = scriptPolicy(INDEX);
    expect(policy).toBe(
      `default-src 'self'; script-src 'self' ${sha('(function(){var t=[]})()')} ${sha('try{}catch(e){}')} ${sha(appStartScript('/assets/index-abc.js'))}; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; frame-src https://www.youtube-nocookie.com https://player.vimeo.com; object-src 'none'; base-uri 'self'`,
    );
    const scripts = /script-src ([^;]+)/.exec(policy)![1]!;
    expect(scripts).not.toContain('unsafe');
  });

  it('comes first in <head>, and a page made from the shell runs only scripts the policy names', () => {
    const shell = withScriptPolicy(INDEX);
    expect(shell.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(shell.indexOf('<script'));
    const page = deferAppStart(shell);
    const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(page)![1]!;
    for (const script of inlineScripts(page)) expect(policy).toContain(sha(script));
  });

  it('with App Check on, reCAPTCHA’s script and frame hosts are allowed too (and nothing else is)', () => {
    const policy = scriptPolicy(INDEX, { scripts: RECAPTCHA_SCRIPT_SOURCES, frames: RECAPTCHA_FRAME_SOURCES });
    expect(policy).toMatch(
      /; script-src 'self' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\/ 'sha256-/,
    );
    expect(policy).toContain(
      '; frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/;',
    );
    expect(/script-src ([^;]+)/.exec(policy)![1]).not.toContain('unsafe');
  });

  it("#32: images and fetches only from the site, the device and the build's Firebase hosts", () => {
    const policy = scriptPolicy(INDEX, { connect: ['http://*:8080'], images: ['http://*:9199'] });
    expect(policy).toContain("; img-src 'self' data: blob: http://*:9199;");
    expect(policy).toContain("; connect-src 'self' http://*:8080;");
    expect(policy.startsWith("default-src 'self'; ")).toBe(true);
  });

  it('frames: only the walkthrough videos’ privacy-enhanced players (not youtube.com, not any Vimeo host)', () => {
    const frames = /frame-src ([^;]+)/.exec(scriptPolicy(INDEX))![1]!.split(' ');
    expect(frames).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
  });
});
