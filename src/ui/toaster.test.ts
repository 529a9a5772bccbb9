import { describe, expect, it, vi } from 'vitest';
import { notifyOnNextPage, parseNextPageToast, showToastFromLastPage, toaster } from './toaster';

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
    expect(create).toHaveBeenCalledWith({ title: 'Logged in successfully!', description: undefined, type: 'success' });
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
