import { describe, expect, it } from 'vitest';
import { business } from '@harbour/domain/business';
import { startingAtLabel } from './format-price';

describe('tournament maker price on the home page', () => {
  it("labels the starting price from business.ts as 'Starting at $65,000'", () => {
    expect(startingAtLabel(business.tournamentMaker.startingPrice)).toBe('Starting at $65,000');
  });
});
