// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const submitSellListing = vi.fn();
const notify = vi.fn();
vi.mock('./submit-sell-listing', () => ({ submitSellListing: (...args: unknown[]) => submitSellListing(...args) }));
vi.mock('@/ui/toaster', () => ({ notify: (...args: unknown[]) => notify(...args) }));
vi.mock('@/lib/log', () => ({ logError: vi.fn() }));

const { SellForm } = await import('./sell-form');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(async () => {
  submitSellListing.mockReset();
  notify.mockReset();
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => root.render(<SellForm />));
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const control = (name: string) => container.querySelector<Control>(`[name="${name}"]`)!;

async function enter(name: string, value: string) {
  const el = control(name);
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

const VALID: Record<string, string> = {
  ownerName: 'Jane Roberts', email: 'jane@example.com', phone: '242-555-0199', boatMake: 'Boston Whaler', boatModel: '330 Outrage',
  boatYear: '2019', boatLength: '33', boatType: 'center-console', condition: 'excellent', askingPrice: '245000',
  location: 'Nassau, Bahamas', description: 'Twin Mercury 300s, full electronics, kept on a lift.',
};

async function fillValid() {
  for (const [name, value] of Object.entries(VALID)) await enter(name, value);
}

async function submit() {
  await act(async () => {
    container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

describe('SellForm', () => {
  it('refuses an invalid form: destructive toast, inline messages, nothing stored', async () => {
    await submit();
    expect(notify).toHaveBeenCalledWith('Validation Error', 'Please check all required fields and try again.', 'error');
    expect(submitSellListing).not.toHaveBeenCalled();
    expect(container.textContent).toContain('Description must be at least 20 characters');
    expect(control('ownerName').getAttribute('aria-invalid')).toBe('true');
  });

  it('stores a valid form, shows the success toast and empties every field', async () => {
    submitSellListing.mockResolvedValue(undefined);
    await fillValid();
    await submit();
    expect(submitSellListing).toHaveBeenCalledWith(expect.objectContaining({ ownerName: 'Jane Roberts', boatType: 'center-console' }));
    expect(notify).toHaveBeenCalledWith('Thank you for your submission!', "We'll review your boat listing and contact you within 24 hours.");
    for (const name of Object.keys(VALID)) expect(control(name).value).toBe('');
    expect(container.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it('keeps every typed value when storing fails, and says so', async () => {
    submitSellListing.mockRejectedValue(new Error('storage full'));
    await fillValid();
    await submit();
    expect(notify).toHaveBeenCalledWith('Error', expect.any(String), 'error');
    expect(notify).not.toHaveBeenCalledWith('Thank you for your submission!', expect.anything());
    for (const [name, value] of Object.entries(VALID)) expect(control(name).value).toBe(value);
  });

  it('clears a message as soon as the field is fixed after a refused submit', async () => {
    await submit();
    await enter('ownerName', 'Jo');
    expect(control('ownerName').getAttribute('aria-invalid')).toBe('false');
    expect(container.textContent).not.toContain('Name must be at least 2 characters');
  });
});
