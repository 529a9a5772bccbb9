import { useEffect } from 'react';
import {
  absoluteUrl,
  buildMetaTags,
  hasCanonical,
  pageTitle,
  PAGE_META_ATTR,
  type PageMetaInput,
} from '@/lib/page-meta';
import { jsonInScript } from '@/lib/html-text';

interface Props extends PageMetaInput {
  /** JSON-LD objects for this page (Organization, Product, LocalBusiness, ...). */
  structuredData?: object[];
}

type Collector = (input: PageMetaInput, structuredData: object[]) => void;
let collector: Collector | null = null;

/** The build's page renderer: receives each rendered page's head (effects do not run there). */
export function collectPageMeta(collect: Collector | null): void {
  collector = collect;
}

/** Sets the document title, description, canonical URL, social tags and JSON-LD for the current page. */
export function PageMeta({ structuredData = [], ...input }: Props) {
  collector?.(input, structuredData);
  const json = JSON.stringify(structuredData);
  const { title, description, path, image, type, noindex } = input;
  useEffect(() => {
    document.title = pageTitle(title);
    const head = document.head;
    head.querySelectorAll(`[${PAGE_META_ATTR}]`).forEach((el) => el.remove());
    for (const tag of buildMetaTags({ title, description, path, image, type, noindex })) {
      head.querySelector(`meta[${tag.attribute}="${tag.key}"]`)?.remove();
      const el = document.createElement('meta');
      el.setAttribute(tag.attribute, tag.key);
      el.setAttribute('content', tag.content);
      el.setAttribute(PAGE_META_ATTR, '');
      head.appendChild(el);
    }
    if (hasCanonical({ noindex })) {
      const canonical = document.createElement('link');
      canonical.rel = 'canonical';
      canonical.href = absoluteUrl(path);
      canonical.setAttribute(PAGE_META_ATTR, '');
      head.appendChild(canonical);
    }
    for (const data of JSON.parse(json) as object[]) {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.textContent = jsonInScript(data);
      script.setAttribute(PAGE_META_ATTR, '');
      head.appendChild(script);
    }
  }, [title, description, path, image, type, noindex, json]);
  return null;
}
