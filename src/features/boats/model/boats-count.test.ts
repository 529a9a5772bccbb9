import { describe, expect, it } from 'vitest';
import { boatsCountText } from './boats-count';

describe('boatsCountText', () => {
  it("says the spec's matches of all listed when every match is on the page", () => {
    expect(boatsCountText({ onPage: 5, matches: 5, listed: 30 })).toBe('Showing 5 of 30 boats');
    expect(boatsCountText({ onPage: 0, matches: 0, listed: 30 })).toBe('Showing 0 of 30 boats');
    expect(boatsCountText({ onPage: 24, matches: 12, listed: 12 })).toBe('Showing 12 of 12 boats');
  });

  it('says how many are on the page while more are below Show more boats', () => {
    expect(boatsCountText({ onPage: 24, matches: 30, listed: 30 })).toBe('Showing 24 of 30 boats');
    expect(boatsCountText({ onPage: 48, matches: 400, listed: 5000 })).toBe(
      'Showing 48 of 400 matching boats (5000 listed)',
    );
  });
});
