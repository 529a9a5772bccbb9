// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { formHarness } from '../../../tests/unit/form-harness';
import { VALID_BOAT_FOR_SALE } from '@harbour/domain/forms/test-boat-for-sale';

const submitSellListing = vi.fn();
const notify = vi.fn();
vi.mock('./submit-sell-listing', () => ({ submitSellListing: (...args: unknown[]) => submitSellListing(...args) }));
vi.mock('@/ui/toaster', () => ({ notify: (...args: unknown[]) => notify(...args) }));
vi.mock('@/lib/log', () => ({ logError: vi.fn() }));

const { SellForm } = await import('./sell-form');

const form = formHarness(SellForm, () => {
  submitSellListing.mockReset();
  notify.mockReset();
});

const VALID = VALID_BOAT_FOR_SALE;

describe('SellForm', () => {
  it('refuses an invalid form: destructive toast, inline messages, nothing stored', async () => {
    await form.submit();
    expect(notify).toHaveBeenCalledWith('Validation Error', 'Please check all required fields and try again.', 'error');
    expect(submitSellListing).not.toHaveBeenCalled();
    expect(form.container().textContent).toContain('Description must be at least 20 characters');
    expect(form.control('ownerName').getAttribute('aria-invalid')).toBe('true');
  });

  it('stores a valid form, shows the success toast and empties every field', async () => {
    submitSellListing.mockResolvedValue(undefined);
    await form.fill(VALID);
    await form.submit();
    expect(submitSellListing).toHaveBeenCalledWith(
      expect.objectContaining({ ownerName: 'Jane Roberts', boatType: 'center-console' }),
    );
    expect(notify).toHaveBeenCalledWith(
      'Thank you for your submission!',
      "We'll review your boat listing and contact you within 24 hours.",
    );
    for (const name of Object.keys(VALID)) expect(form.control(name).value).toBe('');
    expect(form.container().querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it('keeps every typed value when storing fails, and says so', async () => {
    submitSellListing.mockRejectedValue(new Error('storage full'));
    await form.fill(VALID);
    await form.submit();
    expect(notify).toHaveBeenCalledWith('Error', expect.any(String), 'error');
    expect(notify).not.toHaveBeenCalledWith('Thank you for your submission!', expect.anything());
    for (const [name, value] of Object.entries(VALID)) expect(form.control(name).value).toBe(value);
  });

  it('clears a message as soon as the field is fixed after a refused submit', async () => {
    await form.submit();
    await form.enter('ownerName', 'Jo');
    expect(form.control('ownerName').getAttribute('aria-invalid')).toBe('false');
    expect(form.container().textContent).not.toContain('Name must be at least 2 characters');
  });
});
