// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  parseSavedSearchesHint,
  savedSearchesHint,
  setSavedSearchesHint,
  subscribeSavedSearchesHint,
} from './saved-searches-hint';

afterEach(() => localStorage.clear());

describe('the saved searches hint', () => {
  it('reads what was written, in one order, tells its followers once per change, and none once cleared', () => {
    expect(savedSearchesHint()).toEqual([]);
    let heard = 0;
    const stop = subscribeSavedSearchesHint(() => heard++);
    setSavedSearchesHint(['type=Catamaran', 'priceMax=500000']);
    expect(savedSearchesHint()).toEqual(['priceMax=500000', 'type=Catamaran']);
    const same = savedSearchesHint();
    setSavedSearchesHint(['type=Catamaran', 'priceMax=500000']);
    expect(savedSearchesHint()).toBe(same);
    expect(heard).toBe(1);
    stop();
    setSavedSearchesHint([]);
    expect(savedSearchesHint()).toEqual([]);
    expect(localStorage.getItem('hy.savedSearches')).toBeNull();
  });

  it('a malformed or foreign value reads as none, or as its text entries', () => {
    expect(parseSavedSearchesHint(null)).toEqual([]);
    expect(parseSavedSearchesHint('{')).toEqual([]);
    expect(parseSavedSearchesHint('{"a":1}')).toEqual([]);
    expect(parseSavedSearchesHint('["type=Catamaran", 3, null]')).toEqual(['type=Catamaran']);
  });
});
