import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { isLivePath, loadListingRenderer } from './listing-renderer';

/** A renderer build as the app's build writes it: an entry module, the shell, the manifest naming the entry. */
function rendererBuild(dir: string, entry: string, marker: string) {
  writeFileSync(
    join(dir, entry),
    `export async function renderListingPage(shell, url, snapshot) { return shell + '|${marker}|' + url + '|' + snapshot.boats.length; }\n`,
  );
  writeFileSync(join(dir, 'shell.html'), '<shell>');
  writeFileSync(join(dir, 'renderer.json'), JSON.stringify({ entry }));
}

describe("the preview function's listing renderer", () => {
  it('renders the home page, /boats and one boat, nothing else', () => {
    expect(['/', '/boats', '/boats/', '/boats/abc', '/boats/abc/'].every(isLivePath)).toBe(true);
    expect(['/boats/a/b', '/blogs/x', '//', '/charter', '/boatsx', '/boats?x'].some(isLivePath)).toBe(false);
  });

  it('loads the build named by the manifest, and a new build when the manifest changes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'renderer-'));
    rendererBuild(dir, 'listing-page-server-aaa.mjs', 'first');
    const first = await loadListingRenderer(dir);
    expect(await first!.render('/boats', { boats: [{}, {}], posts: [] })).toBe('<shell>|first|/boats|2');
    expect(await loadListingRenderer(dir)).toBe(first);
    rendererBuild(dir, 'listing-page-server-bbb.mjs', 'second');
    expect(await (await loadListingRenderer(dir))!.render('/boats/x', { boats: [], posts: [] })).toBe(
      '<shell>|second|/boats/x|0',
    );
  });

  it('no build, a manifest naming something else, or a module that fails: null (the head-only page), logged', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'renderer-'));
    expect(await loadListingRenderer(dir)).toBeNull();
    writeFileSync(join(dir, 'renderer.json'), JSON.stringify({ entry: '../../index.js' }));
    expect(await loadListingRenderer(dir)).toBeNull();
    writeFileSync(join(dir, 'broken.mjs'), 'export const = ;');
    writeFileSync(join(dir, 'renderer.json'), JSON.stringify({ entry: 'broken.mjs' }));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await loadListingRenderer(dir)).toBeNull();
      expect(errors).toHaveBeenCalledWith('listing renderer: cannot load', expect.any(Error));
    } finally {
      errors.mockRestore();
    }
  });
});
