import { describe, expect, it } from 'vitest';
import { clientDisplayName, commissionLabel, leadBoatLabel, phoneOrNA, statusLabel, truncateMessage } from './text';

describe('admin text rules', () => {
  it("falls back to 'No name'", () => {
    expect(clientDisplayName('Marina Knowles')).toBe('Marina Knowles');
    expect(clientDisplayName('  ')).toBe('No name');
    expect(clientDisplayName(null)).toBe('No name');
    expect(clientDisplayName(undefined)).toBe('No name');
  });
  it('replaces underscores in status labels', () => {
    expect(statusLabel('needs_changes')).toBe('needs changes');
    expect(statusLabel('pending_review')).toBe('pending review');
    expect(statusLabel('pending')).toBe('pending');
  });
  it('shows commission as a percent or N/A', () => {
    expect(commissionLabel(10)).toBe('10%');
    expect(commissionLabel(7.5)).toBe('7.5%');
    expect(commissionLabel(0)).toBe('0%');
    expect(commissionLabel(12.345)).toBe('12.35%');
    expect(commissionLabel(null)).toBe('N/A');
    expect(commissionLabel(undefined)).toBe('N/A');
  });
  it('truncates messages with an ellipsis', () => {
    expect(truncateMessage('short')).toBe('short');
    expect(truncateMessage('a'.repeat(60))).toBe('a'.repeat(60));
    expect(truncateMessage('a'.repeat(61))).toBe(`${'a'.repeat(60)}…`);
    expect(truncateMessage('one\n two   three', 8)).toBe('one two…');
    expect(truncateMessage(null)).toBe('—');
    expect(truncateMessage('   ')).toBe('—');
  });
  it("shows 'N/A' for a missing phone", () => {
    expect(phoneOrNA(null)).toBe('N/A');
    expect(phoneOrNA('')).toBe('N/A');
    expect(phoneOrNA('+1 242 555 0101')).toBe('+1 242 555 0101');
  });
  it('labels the boat of a lead by make and model', () => {
    const boats = new Map([['b1', { make: 'Viking', model: '54 Convertible' }]]);
    expect(leadBoatLabel({ boatId: 'b1', boatTitle: '2021 Viking 54 Old' }, boats)).toBe('Viking 54 Convertible');
    expect(leadBoatLabel({ boatId: 'gone', boatTitle: '2020 Sea Ray Sundancer 370' }, boats)).toBe(
      'Sea Ray Sundancer 370',
    );
    expect(leadBoatLabel({ boatId: null, boatTitle: null }, boats)).toBe('—');
  });
});
