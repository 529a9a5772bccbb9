import { describe, expect, it } from 'vitest';
import { seedBoats } from '../../../../fixtures/boats';
import { specificationGroups } from '@harbour/domain/boats/specification-groups';
import { SHEET_MAX_FEATURES, SHEET_MAX_SPECS, specSheetFeatures, specSheetRows } from './spec-sheet-content';

const boat = seedBoats.find((b) => b.status === 'active')!;

describe('the printed spec sheet', () => {
  it('leads with type and condition, then the page specifications in order and in the chosen units', () => {
    const rows = specSheetRows(boat, 'metric');
    expect(rows.slice(0, 2)).toEqual([
      { label: 'Type', value: boat.type },
      { label: 'Condition', value: boat.condition === 'new' ? 'New' : 'Pre-Owned' },
    ]);
    const pageRows = specificationGroups(boat, 'metric').flatMap((g) => g.rows);
    expect(rows.slice(2)).toEqual(pageRows.slice(0, SHEET_MAX_SPECS - 2));
    expect(rows.find((r) => r.label === 'Length')?.value).toMatch(/ m$/);
  });

  it('keeps at most SHEET_MAX_SPECS rows however many custom specifications a boat has', () => {
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`custom_${i}`, `value ${i}`]));
    const rows = specSheetRows({ ...boat, specifications: { ...boat.specifications, ...many } }, 'imperial');
    expect(rows).toHaveLength(SHEET_MAX_SPECS);
  });

  it('lists the features without blanks, at most SHEET_MAX_FEATURES, and counts the rest', () => {
    expect(specSheetFeatures({ features: ['Radar', '  ', 'Watermaker '] })).toEqual({
      shown: ['Radar', 'Watermaker'],
      more: 0,
    });
    const features = Array.from({ length: SHEET_MAX_FEATURES + 5 }, (_, i) => `Feature ${i}`);
    const { shown, more } = specSheetFeatures({ features });
    expect(shown).toEqual(features.slice(0, SHEET_MAX_FEATURES));
    expect(more).toBe(5);
  });
});
