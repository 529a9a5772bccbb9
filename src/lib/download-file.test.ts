// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSV_TYPE, downloadCsv, downloadFile } from './download-file';

function spyDownload() {
  const blobs: Blob[] = [];
  const create = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:test/${blobs.length}`;
  });
  const revoke = vi.fn();
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  const clicks: { href: string; download: string }[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.href, download: this.download });
  });
  return { blobs, revoke, clicks, click };
}

/** jsdom's Blob has no text(). */
function readText(blob: Blob): Promise<unknown> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.readAsText(blob);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('downloading a file made on the device', () => {
  it('clicks a link to a blob of the CSV text, named as asked, then revokes its URL', async () => {
    vi.useFakeTimers();
    const spy = spyDownload();
    downloadCsv('leads-2026-11-29.csv', 'Name,Email\r\nÅsa,a@example.com\r\n');
    expect(spy.clicks).toEqual([{ href: 'blob:test/1', download: 'leads-2026-11-29.csv' }]);
    expect(spy.blobs).toHaveLength(1);
    expect(spy.blobs[0]!.type).toBe(CSV_TYPE);
    expect(CSV_TYPE).toBe('text/csv;charset=utf-8');
    expect(spy.revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(spy.revoke).toHaveBeenCalledWith('blob:test/1');
    vi.useRealTimers();
    expect(await readText(spy.blobs[0]!)).toBe('Name,Email\r\nÅsa,a@example.com\r\n');
  });

  it('takes the file in parts and any type', async () => {
    const spy = spyDownload();
    downloadFile('a.txt', ['one ', 'two'], 'text/plain');
    expect([spy.blobs[0]!.type, await readText(spy.blobs[0]!)]).toEqual(['text/plain', 'one two']);
    expect(spy.clicks[0]!.download).toBe('a.txt');
  });
});
