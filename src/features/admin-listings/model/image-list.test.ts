import { describe, expect, it } from 'vitest';
import {
  addImages,
  editorImages,
  makePrimary,
  moveImage,
  normalizeImages,
  reconcileUrls,
  removeImage,
  toBoatImages,
  type EditorImage,
} from './image-list';

const img = (id: string, isPrimary = false): EditorImage => ({ id, url: `/u/${id}`, isPrimary, displayOrder: 99 });
const ids = (list: EditorImage[]) => list.map((i) => i.id);
const primary = (list: EditorImage[]) => list.filter((i) => i.isPrimary).map((i) => i.id);

describe('image list', () => {
  it('normalises: 0-based order and exactly one primary (first when none)', () => {
    const list = normalizeImages([img('a'), img('b')]);
    expect(list.map((i) => i.displayOrder)).toEqual([0, 1]);
    expect(primary(list)).toEqual(['a']);
    expect(primary(normalizeImages([img('a', true), img('b', true)]))).toEqual(['a']);
  });

  it('orders stored images by display order', () => {
    const list = editorImages([
      { id: 'x', url: '/x', isPrimary: false, displayOrder: 2 },
      { id: 'y', url: '/y', isPrimary: true, displayOrder: 1 },
    ]);
    expect(ids(list)).toEqual(['y', 'x']);
    expect(list.map((i) => i.displayOrder)).toEqual([0, 1]);
  });

  it('makes another image primary (only one)', () => {
    const list = makePrimary(normalizeImages([img('a'), img('b'), img('c')]), 'c');
    expect(primary(list)).toEqual(['c']);
    expect(ids(list)).toEqual(['a', 'b', 'c']);
    expect(primary(makePrimary(list, 'missing'))).toEqual(['c']);
  });

  it('removing the primary moves it to the first remaining', () => {
    const list = makePrimary(normalizeImages([img('a'), img('b'), img('c')]), 'b');
    expect(primary(removeImage(list, 'b'))).toEqual(['a']);
    expect(primary(removeImage(list, 'a'))).toEqual(['b']);
    expect(removeImage(list, 'a').map((i) => i.displayOrder)).toEqual([0, 1]);
    expect(removeImage([img('a', true)], 'a')).toEqual([]);
  });

  it('reorders, keeping the primary mark on its image; clamps targets', () => {
    const list = normalizeImages([img('a'), img('b'), img('c')]);
    const moved = moveImage(list, 0, 2);
    expect(ids(moved)).toEqual(['b', 'c', 'a']);
    expect(primary(moved)).toEqual(['a']);
    expect(moved.map((i) => i.displayOrder)).toEqual([0, 1, 2]);
    expect(ids(moveImage(list, 2, -5))).toEqual(['c', 'a', 'b']);
    expect(ids(moveImage(list, 7, 0))).toEqual(['a', 'b', 'c']);
  });

  it('caps the list at 10 and counts the refused ones', () => {
    const nine = normalizeImages(Array.from({ length: 9 }, (_, i) => img(`p${i}`)));
    const r = addImages(nine, [img('n1', true), img('n2')]);
    expect(r.images).toHaveLength(10);
    expect(r.refused).toBe(1);
    expect(primary(r.images)).toEqual(['p0']);
    expect(addImages(r.images, [img('n3')]).refused).toBe(1);
    expect(primary(addImages([], [img('first'), img('second')]).images)).toEqual(['first']);
  });

  it('stored images carry no blob', () => {
    const out = toBoatImages([{ ...img('a'), blob: new Blob(['x']) }]);
    expect(out).toEqual([{ id: 'a', url: '/u/a', isPrimary: true, displayOrder: 0 }]);
  });

  it('keeps an uploaded URL over a stale pending one', () => {
    const edited = [
      { id: 'a', url: 'pending:a', isPrimary: true, displayOrder: 0 },
      { id: 'b', url: 'pending:b', isPrimary: false, displayOrder: 1 },
    ];
    const stored = [{ id: 'a', url: '/device-files/a', isPrimary: true, displayOrder: 0 }];
    expect(reconcileUrls(edited, stored).map((i) => i.url)).toEqual(['/device-files/a', 'pending:b']);
  });
});
