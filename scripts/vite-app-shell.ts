import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { business } from '../packages/domain/src/business';
import { escapeHtml } from '../src/lib/html-text';

type NavStyles = typeof import('../src/app/layout/site-nav-styles');

/** The header every page starts with, as static HTML with the same classes as SiteNav (its first paint). */
export function appShellHtml(styles: NavStyles, productName: string = business.productName): string {
  return (
    `<div class="${styles.pageFrame}"><header class="${styles.navBar}"><nav class="${styles.navInner}" aria-label="Main">` +
    `<a href="/" class="${styles.navBrand}">${escapeHtml(productName)}</a></nav></header></div>`
  );
}

/** Loads the app's own nav styles (Panda's css(), through the app's 'styled-system' alias). */
async function loadNavStyles(): Promise<NavStyles> {
  const { module } = await runnerImport<NavStyles>(
    fileURLToPath(new URL('../src/app/layout/site-nav-styles.ts', import.meta.url)),
    {
      configFile: false,
      logLevel: 'error',
      resolve: { alias: { 'styled-system': fileURLToPath(new URL('../styled-system', import.meta.url)) } },
    },
  );
  return module;
}

/**
 * index.html ships the site's header inside #root, so a slow connection shows the brand bar as soon as the HTML and
 * CSS arrive (first paint) instead of a white screen until the app's JavaScript has run. React replaces it on its
 * first render with the real header, which has the same size and classes, so nothing moves.
 */
export function appShell(): Plugin {
  return {
    name: 'app-shell',
    async transformIndexHtml(html) {
      const empty = '<div id="root"></div>';
      if (!html.includes(empty)) throw new Error('app-shell: index.html has no empty <div id="root"></div>');
      return html.replace(empty, `<div id="root">${appShellHtml(await loadNavStyles())}</div>`);
    },
  };
}
