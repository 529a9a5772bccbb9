import { afterEach, describe, expect, it } from 'vitest';
import {
  dismissToast,
  notify,
  notifyOnNextPage,
  parseNextPageToast,
  showToastFromLastPage,
  startAttempt,
  TOAST_MAX_VISIBLE,
  toastStore,
  toastsReplacedBy,
  toastsWith,
  visibleToasts,
  type Toast,
} from './toaster';

/** What the person sees: the toasts on screen, title and tone. */
function onScreen() {
  return toastStore.get().map((t) => `${t.tone}: ${t.title}`);
}
afterEach(() => {
  for (const t of toastStore.get()) dismissToast(t.id);
});

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, v),
  };
}

describe('a toast for the next page', () => {
  it('is shown once on the next page, with its tone', () => {
    const storage = memoryStorage();
    notifyOnNextPage('Logged in successfully!', 'success', storage);
    showToastFromLastPage(storage);
    showToastFromLastPage(storage);
    expect(onScreen()).toEqual(['success: Logged in successfully!']);
    expect(toastStore.get()[0]?.description).toBeUndefined();
  });

  it('reads only what it wrote: anything else in storage shows nothing', () => {
    expect(parseNextPageToast(null)).toBeNull();
    expect(parseNextPageToast('not json')).toBeNull();
    expect(parseNextPageToast('{"title":42}')).toBeNull();
    expect(parseNextPageToast('{"title":""}')).toBeNull();
    expect(parseNextPageToast('{"title":"Hi","tone":"weird"}')).toEqual({ title: 'Hi', tone: 'success' });
    expect(parseNextPageToast('{"title":"No","tone":"error"}')).toEqual({ title: 'No', tone: 'error' });
  });
});

describe('a new outcome replaces the toasts of the attempt before it', () => {
  it('the rule: every toast of another attempt goes, toasts of the same attempt stay', () => {
    const shown = [
      { id: 'a', attempt: 1 },
      { id: 'b', attempt: 2 },
      { id: 'c', attempt: 2 },
    ];
    expect(toastsReplacedBy(shown, 2)).toEqual(['a']);
    expect(toastsReplacedBy(shown, 3)).toEqual(['a', 'b', 'c']);
    expect(toastsReplacedBy([], 1)).toEqual([]);
  });

  it('at most the spec’s number on screen at once; the others wait their turn, none dropped', () => {
    const toast = (n: number): Toast => ({
      id: `t${n}`,
      title: `T${n}`,
      description: undefined,
      tone: 'error',
      attempt: 7,
    });
    let toasts = [toast(1)];
    for (let n = 2; n <= TOAST_MAX_VISIBLE + 2; n++) toasts = toastsWith(toasts, toast(n));
    expect(toasts.map((t) => t.id)).toEqual(['t1', 't2', 't3', 't4', 't5']);
    expect(visibleToasts(toasts).map((t) => t.id)).toEqual(['t1', 't2', 't3']);
    expect(visibleToasts(toasts.slice(1)).map((t) => t.id)).toEqual(['t2', 't3', 't4']);
  });

  it('a valid submit after a refused one shows only the thanks', () => {
    notify('Validation Error', 'Please check all required fields and try again.', 'error');
    expect(onScreen()).toEqual(['error: Validation Error']);
    notify('Thank you for your submission!', "We'll review your boat listing and contact you within 24 hours.");
    expect(onScreen()).toEqual(['success: Thank you for your submission!']);
  });

  it('three refused tries then a saved one: the success alone, not behind three errors', () => {
    for (let i = 0; i < 3; i++) notify('Error', 'A listing needs at least one image.', 'error');
    expect(onScreen()).toEqual(['error: Error']);
    notify('Listing created successfully');
    expect(onScreen()).toEqual(['success: Listing created successfully']);
  });

  it('the toasts of one attempt show together, and the next attempt replaces them all', () => {
    const drop = startAttempt();
    drop.notify('Error', '"notes.pdf": only image files can be uploaded.', 'error');
    drop.notify('Error', 'A listing can have at most 20 images.', 'error');
    expect(onScreen()).toEqual(['error: Error', 'error: Error']);
    startAttempt().notify('2 images added');
    expect(onScreen()).toEqual(['success: 2 images added']);
  });

  it('dismissing takes one toast off, the others stay', () => {
    const drop = startAttempt();
    drop.notify('First');
    drop.notify('Second');
    dismissToast(toastStore.get()[0]!.id);
    expect(onScreen()).toEqual(['success: Second']);
  });
});
