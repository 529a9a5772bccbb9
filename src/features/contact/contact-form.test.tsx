// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { formHarness } from '../../../tests/unit/form-harness';
import { VALID_CONTACT_MESSAGE } from '../../../tests/unit/fixtures/contact-message';

const submitContactMessage = vi.fn();
const notify = vi.fn();
vi.mock('./submit-contact-message', () => ({
  submitContactMessage: (...args: unknown[]) => submitContactMessage(...args),
}));
vi.mock('@/ui/toaster', () => ({ notify: (...args: unknown[]) => notify(...args) }));
vi.mock('@/lib/log', () => ({ logError: vi.fn() }));

const { ContactForm } = await import('./contact-form');

const form = formHarness(ContactForm, () => {
  submitContactMessage.mockReset();
  notify.mockReset();
});

const VALID = VALID_CONTACT_MESSAGE;

describe('ContactForm', () => {
  it('refuses an invalid form: destructive toast, inline messages, nothing stored', async () => {
    await form.submit();
    expect(notify).toHaveBeenCalledWith('Validation Error', 'Please check all required fields and try again.', 'error');
    expect(submitContactMessage).not.toHaveBeenCalled();
    expect(form.container().textContent).toContain('Message must be at least 10 characters');
    expect(form.control('name').getAttribute('aria-invalid')).toBe('true');
  });

  it('stores a valid form, shows the success toast and empties every field', async () => {
    submitContactMessage.mockResolvedValue(undefined);
    await form.fill(VALID);
    await form.submit();
    expect(submitContactMessage).toHaveBeenCalledWith({
      name: 'Marcus Knowles',
      email: 'marcus@example.com',
      phone: '+1 242 555 0123',
      subject: 'Charter next month',
      message: 'We would like a full day charter for 8 guests.',
    });
    expect(notify).toHaveBeenCalledWith('Message Sent!', "We'll get back to you within 24 hours.");
    for (const name of Object.keys(VALID)) expect(form.control(name).value).toBe('');
    expect(form.container().querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it('keeps every typed value when storing fails, and says so', async () => {
    submitContactMessage.mockRejectedValue(new Error('storage full'));
    await form.fill(VALID);
    await form.submit();
    expect(notify).toHaveBeenCalledWith('Error', expect.any(String), 'error');
    expect(notify).not.toHaveBeenCalledWith('Message Sent!', expect.anything());
    for (const [name, value] of Object.entries(VALID)) expect(form.control(name).value).toBe(value);
  });

  it('clears a message as soon as the field is fixed after a refused submit', async () => {
    await form.submit();
    await form.enter('name', 'Jo');
    expect(form.control('name').getAttribute('aria-invalid')).toBe('false');
    expect(form.container().textContent).not.toContain('Name must be at least 2 characters');
  });
});
