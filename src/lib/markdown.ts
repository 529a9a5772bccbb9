import { Marked } from 'marked';
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { business } from '@harbour/domain/business';

/**
 * Blog content is markdown written in the admin editor. It is turned into HTML by marked and then
 * sanitised by DOMPurify before it reaches the page (the public post page and the editor's preview),
 * so raw HTML inside the markdown can never run script, load frames or style the page.
 */

const marked = new Marked({ gfm: true, breaks: false, async: false });

/** http(s), mailto and tel, or a relative URL ('/x', '#x', 'x/y', '?q'). Anything else (javascript:, data:, vbscript:...) is dropped. */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z0-9+.-]+(?:[^a-z0-9+.\-:]|$))/i;

const FORBIDDEN_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'link',
  'meta',
  'base',
  'svg',
  'math',
  'template',
  'noscript',
];

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: FORBIDDEN_TAGS,
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action', 'xlink:href'],
  ALLOWED_URI_REGEXP: SAFE_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

const siteHost = new URL(business.siteUrl).host;

/** A link leaves the site when it is absolute (or protocol-relative) and points at another host. */
export function isExternalUrl(href: string): boolean {
  if (!/^(?:https?:)?\/\//i.test(href.trim())) return false;
  try {
    const host = new URL(href.trim(), business.siteUrl).host;
    const here = typeof window !== 'undefined' && window.location ? window.location.host : '';
    return host !== siteHost && host !== here;
  } catch {
    return true;
  }
}

let purifier: DOMPurify | null = null;
let givenDom: Parameters<typeof createDOMPurify>[0] | null = null;

/** Outside a browser (the build's page renderer): the DOM DOMPurify sanitises with (a jsdom window). */
export function provideMarkdownDom(dom: Parameters<typeof createDOMPurify>[0]): void {
  givenDom = dom;
  purifier = null;
}

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const dom = givenDom ?? (typeof window === 'undefined' ? null : window);
  if (!dom) throw new Error('renderMarkdown needs a DOM (a browser window, or jsdom in tests)');
  const instance = createDOMPurify(dom);
  instance.addHook('afterSanitizeAttributes', (node) => {
    // DOMPurify lets data: URLs through on img/audio/video src whatever ALLOWED_URI_REGEXP says; drop them too.
    for (const name of ['src', 'href', 'poster']) {
      const value = node.getAttribute?.(name);
      // eslint-disable-next-line no-control-regex -- browsers ignore control characters before a URL's scheme
      if (value && /^data:/i.test(value.replace(/[\u0000-\u0020]/g, ''))) node.removeAttribute(name);
    }
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      // data: URLs are allowed by DOMPurify on some tags; never on a link.
      if (href && /^\s*data:/i.test(href)) node.removeAttribute('href');
      if (href && isExternalUrl(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
  purifier = instance;
  return instance;
}

/** Markdown to sanitised HTML, safe for dangerouslySetInnerHTML. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown ?? '') as string;
  return getPurifier().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}
