import { useEffect } from 'react';
import { absoluteUrl, buildMetaTags, pageTitle, PAGE_META_ATTR, type PageMetaInput } from '@/lib/page-meta';

interface Props extends PageMetaInput {
  /** JSON-LD objects for this page (Organization, Product, LocalBusiness, ...). */
  structuredData?: object[];
}

const MANAGED = PAGE_META_ATTR;

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
  const { title, description, path, image, type } = input;
  useEffect(() => {
    document.title = pageTitle(title);
    const head = document.head;
    head.querySelectorAll(`[${MANAGED}]`).forEach((el) => el.remove());
    for (const tag of buildMetaTags({ title, description, path, image, type })) {
      head.querySelector(`meta[${tag.attribute}="${tag.key}"]`)?.remove();
      const el = document.createElement('meta');
      el.setAttribute(tag.attribute, tag.key);
      el.setAttribute('content', tag.content);
      el.setAttribute(MANAGED, '');
      head.appendChild(el);
    }
    const canonical = document.createElement('link');
    canonical.rel = 'canonical';
    canonical.href = absoluteUrl(path);
    canonical.setAttribute(MANAGED, '');
    head.appendChild(canonical);
    for (const data of JSON.parse(json) as object[]) {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      // JSON.stringify never emits '</script>' safely on its own; escape '<' so text from data cannot close the tag.
      script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
      script.setAttribute(MANAGED, '');
      head.appendChild(script);
    }
  }, [title, description, path, image, type, json]);
  return null;
}
