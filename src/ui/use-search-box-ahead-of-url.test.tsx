// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearchBoxAheadOfUrl, type SearchBoxAheadOfUrl } from './use-search-box-ahead-of-url';
import { domRoot } from '../../tests/unit/dom-root';

const dom = domRoot();
/** As a URL keeps a search text: trimmed, blank as none. */
const asInUrl = (text: string) => text.trim();
let box: SearchBoxAheadOfUrl;
/** The URL's search text, and what the page wrote there. */
let url = '';
let writes: { text: string; replace: boolean }[] = [];

function SearchBox({ urlText }: { urlText: string }) {
  box = useSearchBoxAheadOfUrl(urlText, { delayMs: 300, asInUrl });
  return (
    <>
      <input type="search" value={box.text} readOnly />
      <a href="/boats/1" onClick={(e) => e.preventDefault()}>
        A result
      </a>
    </>
  );
}
const shown = () => dom.container.querySelector('input')!.value;
/** The router: a write changes the URL, and the page renders with it. */
const write = (text: string, replace: boolean) => () => {
  writes.push({ text: asInUrl(text), replace });
  url = asInUrl(text);
};
const render = () => dom.render(<SearchBox urlText={url} />);
const type = async (value: string) => {
  await act(async () => box.type(value, write(value, true)));
};
const pause = async (ms = 300) => {
  await act(async () => vi.advanceTimersByTime(ms));
  await render();
};

describe('a search box ahead of the URL', () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    url = 'sea';
    writes = [];
    await render();
  });
  afterEach(() => vi.useRealTimers());

  it('starts with the URL text', () => {
    expect(shown()).toBe('sea');
  });

  it('shows each keystroke at once; the URL follows once typing pauses, replacing its entry', async () => {
    await type('sea ');
    await type('sea r');
    expect(shown()).toBe('sea r');
    await pause(200);
    expect(writes).toEqual([]);
    await type('sea ra');
    await pause();
    expect(writes).toEqual([{ text: 'sea ra', replace: true }]);
    expect(shown()).toBe('sea ra');
  });

  it('is not set back by the URL coming back with what it wrote, even spelled without its spaces', async () => {
    await type('  sea ray  ');
    await pause();
    expect(url).toBe('sea ray');
    expect(shown()).toBe('  sea ray  ');
    // Typing went on while the URL was on its way.
    await type('  sea ray s');
    await render();
    expect(shown()).toBe('  sea ray s');
  });

  it('follows a URL changed from elsewhere (Back, a link), and drops a write still waiting', async () => {
    await type('sea ray');
    url = 'bertram';
    await render();
    expect(shown()).toBe('bertram');
    await pause(1000);
    expect(writes).toEqual([]);
    expect(shown()).toBe('bertram');
  });

  it('follows Back to a text it typed before', async () => {
    await type('s');
    await pause();
    await type('sa');
    await pause();
    url = 's';
    await render();
    expect(shown()).toBe('s');
  });

  it('writes another change now, with the typed text, and drops the waiting write', async () => {
    await type('sea ray ');
    await act(async () => box.writeNow(write('sea ray ', false)));
    await render();
    expect(writes).toEqual([{ text: 'sea ray', replace: false }]);
    expect(shown()).toBe('sea ray ');
    await pause(1000);
    expect(writes).toHaveLength(1);
  });

  it('writes another change with a text of its own: Clear empties the box', async () => {
    await type('sea ray');
    await act(async () => box.writeNow(write('', false), ''));
    expect(shown()).toBe('');
    await render();
    expect(shown()).toBe('');
    await pause(1000);
    expect(writes).toEqual([{ text: '', replace: false }]);
  });

  it('writes the typed text before a link is followed, and never once the page is gone', async () => {
    await type('bertram');
    await act(async () =>
      dom.container.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })),
    );
    expect(writes).toEqual([{ text: 'bertram', replace: true }]);
    await type('bertram 31');
    await dom.render(null);
    await pause(1000);
    expect(writes).toHaveLength(1);
  });
});
