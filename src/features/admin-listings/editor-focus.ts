import type { EditorSection } from './model/publish-checklist';

/** Which tab of the listing page holds each section. */
export const SECTION_TAB: Record<EditorSection, 'overview' | 'media'> = {
  price: 'overview',
  location: 'overview',
  description: 'overview',
  status: 'overview',
  features: 'overview',
  specifications: 'overview',
  details: 'overview',
  media: 'media',
  video: 'media',
};

/** The control a <label> whose text starts with `text` points at, inside `scope`. */
function labelled(scope: Element | null, text: string): HTMLElement | null {
  if (!scope) return null;
  const label = Array.from(scope.querySelectorAll('label')).find((l) => l.textContent.trim().startsWith(text));
  return label?.htmlFor ? document.getElementById(label.htmlFor) : null;
}

function target(root: HTMLElement, section: EditorSection): { scroll: Element; focus: HTMLElement } | null {
  const q = (selector: string) => root.querySelector(selector);
  const terms = q('[aria-labelledby="terms-heading"]');
  switch (section) {
    case 'price':
    case 'location':
    case 'description': {
      const el = labelled(terms, { price: 'Price ($)', location: 'Location', description: 'Description' }[section]);
      return el ? { scroll: el, focus: el } : null;
    }
    case 'status': {
      const el = labelled(q('[aria-labelledby="status-heading"]'), 'Status');
      return el ? { scroll: el, focus: el } : null;
    }
    case 'features': {
      const inputs = Array.from(q('[data-editor-section="features"]')?.querySelectorAll('input') ?? []);
      // The empty row is where the admin types; else the first one.
      const el = inputs.find((i) => i.value.trim() === '') ?? inputs[0];
      return el ? { scroll: el, focus: el } : null;
    }
    case 'specifications': {
      const el = q('[data-editor-section="specifications"] [aria-invalid="true"]') as HTMLElement | null;
      return el ? { scroll: el, focus: el } : null;
    }
    case 'video': {
      const el = labelled(q('[aria-labelledby="video-heading"]'), 'Walkthrough Video');
      return el ? { scroll: el, focus: el } : null;
    }
    case 'details': {
      // The field in error (a refused save), else the length (the checklist's item).
      const basics = q('[aria-labelledby="basics-heading"]');
      const el = basics?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? labelled(basics, 'Length');
      return el ? { scroll: el, focus: el } : null;
    }
    case 'media': {
      const manager = q('[aria-labelledby="images-heading"]');
      const input = manager?.querySelector<HTMLElement>('input[type="file"]');
      // The file input is visually hidden: the section is what scrolls into view.
      return manager && input ? { scroll: manager, focus: input } : null;
    }
  }
}

/**
 * Moves focus to a section of the open listing editor and brings it into view (the sticky status bars sit at the
 * foot of the screen, so the middle of the screen is the safe place). False when it is not on the page.
 */
export function focusEditorSection(root: HTMLElement, section: EditorSection): boolean {
  const found = target(root, section);
  if (!found) return false;
  if (!found.focus.hasAttribute('tabindex') && found.focus.tagName.startsWith('H'))
    found.focus.setAttribute('tabindex', '-1');
  found.scroll.scrollIntoView({ block: section === 'media' ? 'start' : 'center' });
  found.focus.focus({ preventScroll: true });
  return true;
}
