import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  notify,
  notifyOnNextPage,
  parseNextPageToast,
  showToastFromLastPage,
  startAttempt,
  toaster,
  toastsReplacedBy,
} from './toaster';

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
    const create = vi.spyOn(toaster, 'create').mockImplementation(() => '');
    notifyOnNextPage('Logged in successfully!', 'success', storage);
    showToastFromLastPage(storage);
    showToastFromLastPage(storage);
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Logged in successfully!', description: undefined, type: 'success' }),
    );
    create.mockRestore();
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
  /** What the person sees: the toasts on screen, title and tone. Dismissing removes at once (no exit animation here). */
  function onScreen() {
    return toaster.getVisibleToasts().map((t) => `${t.type}: ${String(t.title)}`);
  }
  function removeOnDismiss() {
    return vi.spyOn(toaster, 'dismiss').mockImplementation((id) => toaster.remove(id));
  }
  afterEach(() => {
    vi.restoreAllMocks();
    toaster.remove();
  });

  it('the rule: every toast of another attempt goes, toasts of the same attempt stay', () => {
    const shown = [
      { id: 'a', attempt: 1 },
      { id: 'b', attempt: 2 },
      { id: 'c', attempt: 2 },
      { id: 'd', attempt: undefined },
    ];
    expect(toastsReplacedBy(shown, 2)).toEqual(['a', 'd']);
    expect(toastsReplacedBy(shown, 3)).toEqual(['a', 'b', 'c', 'd']);
    expect(toastsReplacedBy([], 1)).toEqual([]);
  });

  it('a valid submit after a refused one shows only the thanks', () => {
    removeOnDismiss();
    notify('Validation Error', 'Please check all required fields and try again.', 'error');
    expect(onScreen()).toEqual(['error: Validation Error']);
    notify('Thank you for your submission!', "We'll review your boat listing and contact you within 24 hours.");
    expect(onScreen()).toEqual(['success: Thank you for your submission!']);
  });

  it('three refused tries then a saved one: the success alone, not behind three errors', () => {
    removeOnDismiss();
    for (let i = 0; i < 3; i++) notify('Error', 'A listing needs at least one image.', 'error');
    expect(onScreen()).toEqual(['error: Error']);
    notify('Listing created successfully');
    expect(onScreen()).toEqual(['success: Listing created successfully']);
  });

  it('the toasts of one attempt show together, and the next attempt replaces them all', () => {
    removeOnDismiss();
    const drop = startAttempt();
    drop.notify('Error', '"notes.pdf": only image files can be uploaded.', 'error');
    drop.notify('Error', 'A listing can have at most 20 images.', 'error');
    expect(onScreen()).toEqual(['error: Error', 'error: Error']);
    startAttempt().notify('2 images added');
    expect(onScreen()).toEqual(['success: 2 images added']);
  });

  it('replaces by dismissing (the toast leaves with its exit animation), never the new toast', () => {
    const dismiss = vi.spyOn(toaster, 'dismiss').mockImplementation(() => undefined);
    notify('Invalid login credentials', undefined, 'error');
    const [stale] = toaster.getVisibleToasts();
    notify('Logged in successfully!');
    expect(dismiss).toHaveBeenCalledTimes(1);
    expect(dismiss).toHaveBeenCalledWith(stale?.id);
  });
});
