import { describe, expect, it } from 'vitest';
import {
  answersQuestion,
  isPartialSnapshot,
  parsePartialSnapshot,
  questionKey,
  type PartialQuestion,
  type PartialSnapshot,
} from './partial-snapshot';
import { parsePageSnapshot } from './first-visit-snapshot';
import type { Boat } from '@harbour/domain/schemas/boat';

const boat = { id: 'b1', make: 'Viking' } as unknown as Boat;
const list = { query: 'type=Catamaran', matches: 40, listed: 300, types: ['Catamaran', 'Sailboat'] };
const boatPage: PartialSnapshot = { boats: [boat], partial: { boat: 'b1' } };
const listPage: PartialSnapshot = { boats: [boat], partial: { list } };
const notListed: PartialSnapshot = { boats: [], partial: { boat: 'gone' } };

describe('answersQuestion: a partial snapshot answers only the question it was chosen for', () => {
  const questions: PartialQuestion[] = [
    { boat: 'b1' },
    { boat: 'b2' },
    { boat: 'gone' },
    { boat: '' },
    { list: 'type=Catamaran' },
    { list: '' },
    { list: 'type=Catamaran&sort=price-asc' },
    { list: 'type=Catamaran&q=x' },
    { list: 'b1' },
  ];
  const answered = (snapshot: PartialSnapshot) =>
    questions.filter((q) => answersQuestion(snapshot, q)).map(questionKey);

  it('a boat page: that boat only (also when it is not listed: the answer is "none")', () => {
    expect(answered(boatPage)).toEqual(['boat:b1']);
    expect(answered(notListed)).toEqual(['boat:gone']);
  });

  it('a list page: that list query only, not another sort, search or filter, not the plain list; of boats, only those it carries', () => {
    expect(answered(listPage)).toEqual(['boat:b1', 'list:type=Catamaran']);
    const plain: PartialSnapshot = { boats: [], partial: { list: { ...list, query: '' } } };
    expect(answered(plain)).toEqual(['list:']);
  });

  it('a scope with nothing in it answers only for the boats it carries', () => {
    expect(answered({ boats: [boat], partial: {} })).toEqual(['boat:b1']);
    expect(answered({ boats: [], partial: {} })).toEqual([]);
  });

  it('keys tell a boat from a list query of the same text', () => {
    expect(questionKey({ boat: 'x' })).not.toBe(questionKey({ list: 'x' }));
  });
});

describe('parsePartialSnapshot / parsePageSnapshot', () => {
  it('reads what a page carries back as it was written', () => {
    for (const snapshot of [boatPage, listPage, notListed]) {
      const read = parsePageSnapshot(JSON.parse(JSON.stringify(snapshot)));
      expect(read).toEqual(snapshot);
      expect(isPartialSnapshot(read!)).toBe(true);
    }
    const whole = { boats: [boat], posts: [] };
    expect(parsePageSnapshot(whole)).toEqual(whole);
    expect(isPartialSnapshot(parsePageSnapshot(whole)!)).toBe(false);
  });

  it('refuses a scope it cannot trust (it decides what is answered)', () => {
    for (const bad of [
      { boats: [boat], partial: null },
      { boats: [boat], partial: [] },
      { boats: [boat], partial: { boat: 1 } },
      { boats: [{ id: 2 }], partial: { boat: 'b1' } },
      { boats: [boat], partial: { list: { ...list, query: 1 } } },
      { boats: [boat], partial: { list: { ...list, matches: -1 } } },
      { boats: [boat], partial: { list: { ...list, listed: 1.5 } } },
      { boats: [boat], partial: { list: { ...list, types: [1] } } },
      { boats: [boat], partial: { list: { query: '' } } },
      { partial: { boat: 'b1' } },
    ]) {
      expect(parsePartialSnapshot(bad)).toBeNull();
      expect(parsePageSnapshot(bad)).toBeNull();
    }
  });
});
