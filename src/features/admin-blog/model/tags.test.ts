import { describe, expect, it } from 'vitest';
import { formatTags, parseTags } from './tags';

describe('tags', () => {
  it('splits on commas, trims, drops empties', () => {
    expect(parseTags(' fishing , Bahamas,, ,charter ')).toEqual(['fishing', 'Bahamas', 'charter']);
    expect(parseTags('')).toEqual([]);
    expect(parseTags(' , ,')).toEqual([]);
    expect(parseTags('one')).toEqual(['one']);
  });
  it('drops repeats (case-insensitive), keeping the first', () => {
    expect(parseTags('Reef, reef, REEF, dive')).toEqual(['Reef', 'dive']);
  });
  it('formats stored tags back for the field', () => {
    expect(formatTags(['a', 'b c'])).toBe('a, b c');
    expect(parseTags(formatTags(['a', 'b c']))).toEqual(['a', 'b c']);
  });
});
