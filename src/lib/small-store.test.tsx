// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createSmallStore, useSmallStore, type SmallStore } from './small-store';
import { domRoot } from '../../tests/unit/dom-root';

const dom = domRoot();

describe('a small store', () => {
  it('reads its value on first use, not when created, and once', () => {
    const read = vi.fn(() => 'stored');
    const store = createSmallStore(read, { server: () => 'default' });
    expect(read).not.toHaveBeenCalled();
    expect(store.get()).toBe('stored');
    expect(store.get()).toBe('stored');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('a value set before the first read is never read over', () => {
    const read = vi.fn(() => 'stored');
    const store = createSmallStore(read, { server: () => 'default' });
    store.set('given');
    expect(store.get()).toBe('given');
    expect(read).not.toHaveBeenCalled();
  });

  it('tells every follower of each set, the same value too, until each unfollows', () => {
    const store = createSmallStore(() => 0, { server: () => 0 });
    const one = vi.fn();
    const two = vi.fn();
    const stopOne = store.subscribe(one);
    store.subscribe(two);
    store.set(1);
    store.set(1);
    expect(one).toHaveBeenCalledTimes(2);
    expect(two).toHaveBeenCalledTimes(2);
    stopOne();
    store.set(2);
    expect(one).toHaveBeenCalledTimes(2);
    expect(two).toHaveBeenCalledTimes(3);
  });

  it('is followed from the first follower until the last leaves, again with the next', () => {
    const stop = vi.fn();
    const follow = vi.fn((_store: SmallStore<number>) => stop);
    const store = createSmallStore(() => 0, { server: () => 0, follow });
    expect(follow).not.toHaveBeenCalled();
    const stopOne = store.subscribe(() => {});
    const stopTwo = store.subscribe(() => {});
    expect(follow).toHaveBeenCalledTimes(1);
    expect(follow).toHaveBeenCalledWith(store);
    stopOne();
    stopOne();
    expect(stop).not.toHaveBeenCalled();
    stopTwo();
    expect(stop).toHaveBeenCalledTimes(1);
    stopTwo();
    expect(stop).toHaveBeenCalledTimes(1);
    store.subscribe(() => {});
    expect(follow).toHaveBeenCalledTimes(2);
  });
});

describe('useSmallStore', () => {
  function Shown({ store }: { store: SmallStore<string> }) {
    return <span>{useSmallStore(store)}</span>;
  }

  it('renders the server’s value on the server, without reading the device’s', () => {
    const read = vi.fn(() => 'metric');
    const store = createSmallStore(read, { server: () => 'imperial' });
    expect(renderToString(<Shown store={store} />)).toBe('<span>imperial</span>');
    expect(read).not.toHaveBeenCalled();
  });

  it('renders the value and follows its changes', async () => {
    const store = createSmallStore(() => 'metric', { server: () => 'imperial' });
    await dom.render(<Shown store={store} />);
    expect(dom.container.textContent).toBe('metric');
    await act(async () => store.set('imperial'));
    expect(dom.container.textContent).toBe('imperial');
  });

  it('hydrates a rendered page from the server’s value, then shows the device’s', async () => {
    const store = createSmallStore(() => 'metric', { server: () => 'imperial' });
    const page = document.createElement('div');
    page.innerHTML = '<span>imperial</span>';
    const mismatch = vi.fn();
    const root = await act(async () => hydrateRoot(page, <Shown store={store} />, { onRecoverableError: mismatch }));
    expect(page.textContent).toBe('metric');
    expect(mismatch).not.toHaveBeenCalled();
    await act(async () => root.unmount());
  });
});
