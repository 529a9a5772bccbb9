import { describe, expect, it } from 'vitest';
import { unreadableText } from './unreadable-records';

describe('the admin notice of records kept out of the replica', () => {
  it('counts them', () => {
    expect(unreadableText(1)).toBe('1 record could not be read');
    expect(unreadableText(12)).toBe('12 records could not be read');
  });
});
