// @vitest-environment jsdom
/** A form on a full device: the storage message instead of the generic failure, and every typed value kept. */
import Dexie from 'dexie';
import type { FunctionComponent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { formHarness } from '../form-harness';
import { VALID_CONTACT_MESSAGE } from '../fixtures/contact-message';

const submitContactMessage = vi.fn();
const notify = vi.fn();
vi.mock('@/features/contact/submit-contact-message', () => ({
  submitContactMessage: (...args: unknown[]) => submitContactMessage(...args),
}));
vi.mock('@/ui/toaster', () => ({ notify: (...args: unknown[]) => notify(...args) }));
vi.mock('@/lib/log', () => ({ logError: vi.fn() }));

// A variable path: this file is type-checked by tsconfig.node.json, which has no JSX (the form is a .tsx module).
const formModule = '@/features/contact/contact-form';
const { ContactForm } = (await import(/* @vite-ignore */ formModule)) as { ContactForm: FunctionComponent };

const form = formHarness(ContactForm, () => {
  submitContactMessage.mockReset();
  notify.mockReset();
});
const VALID = VALID_CONTACT_MESSAGE;

async function fillAndSubmit() {
  await form.fill(VALID);
  await form.submit();
}

describe('ContactForm on a full device', () => {
  it('shows the storage message and keeps every typed value', async () => {
    submitContactMessage.mockRejectedValue(
      new Dexie.AbortError(
        'Transaction aborted',
        new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
      ),
    );
    await fillAndSubmit();
    expect(notify).toHaveBeenCalledWith(
      'Error',
      'This device is out of storage space. Free up space (or remove old photos) and try again — nothing you saved before is affected.',
      'error',
    );
    expect(notify).not.toHaveBeenCalledWith('Error', 'Your message could not be saved. Please try again.', 'error');
    for (const [name, value] of Object.entries(VALID)) expect(form.control(name).value).toBe(value);
  });

  it('other failures keep the spec text', async () => {
    submitContactMessage.mockRejectedValue(new Error('disk on fire'));
    await fillAndSubmit();
    expect(notify).toHaveBeenCalledWith('Error', 'Your message could not be saved. Please try again.', 'error');
    for (const [name, value] of Object.entries(VALID)) expect(form.control(name).value).toBe(value);
  });
});
