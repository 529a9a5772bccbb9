import { describe, expect, it } from 'vitest';
import {
  addedText,
  madePrimaryText,
  movedText,
  notImagesText,
  overLimitText,
  photoRoom,
  removedText,
} from './photo-messages';

describe('photoRoom', () => {
  it('is what is left of the ten, photos being prepared included, never below none', () => {
    expect(photoRoom(0, 0)).toBe(10);
    expect(photoRoom(7, 2)).toBe(1);
    expect(photoRoom(10, 0)).toBe(0);
    expect(photoRoom(9, 3)).toBe(0);
  });
});

describe('the image manager says', () => {
  it('which files are refused as not images', () => {
    expect(notImagesText(['notes.pdf'])).toBe('"notes.pdf": only image files can be uploaded.');
    expect(notImagesText(['a.pdf', 'b.txt'])).toBe('"a.pdf", "b.txt": only image files can be uploaded.');
  });

  it('how many photos past the limit were not added', () => {
    expect(overLimitText(1)).toBe('A listing can have at most 10 images. 1 image was not added.');
    expect(overLimitText(3)).toBe('A listing can have at most 10 images. 3 images were not added.');
  });

  it('what was added, moved, made primary or removed, counting from 1', () => {
    expect(addedText(1, 4)).toBe('1 image added. 4 of 10.');
    expect(addedText(2, 10)).toBe('2 images added. 10 of 10.');
    expect(movedText(1, 2)).toBe('Image moved to position 2 of 2.');
    expect(madePrimaryText(2)).toBe('Image 3 is now the primary image.');
    expect(removedText(0)).toBe('Image 1 removed.');
  });
});
