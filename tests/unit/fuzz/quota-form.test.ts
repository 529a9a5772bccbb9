// @vitest-environment jsdom
/** A form on a full device: the storage message instead of the generic failure, and every typed value kept. */
import Dexie from 'dexie';
import { act, createElement, type FunctionComponent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const submitContactMessage = vi.fn();
const notify = vi.fn();
vi.mock('@/features/contact/submit-contact-message', () => ({ submitContactMessage: (...args: unknown[]) => submitContactMessage(...args) }));
vi.mock('@/ui/toaster', () => ({ notify: (...args: unknown[]) => notify(...args) }));
vi.mock('@/lib/log', () => ({ logError: vi.fn() }));

// A variable path: this file is type-checked by tsconfig.node.json, which has no JSX (the form is a .tsx module).
const formModule = '@/features/contact/contact-form';
const { ContactForm } = (await import(/* @vite-ignore */ formModule)) as { ContactForm: FunctionComponent };

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(async () => {
  submitContactMessage.mockReset();
  notify.mockReset();
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => root.render(createElement(ContactForm)));
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

const control = (name: string) => container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;

async function enter(name: string, value: string) {
  const el = control(name);
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const VALID: Record<string, string> = {
  name: 'Marcus Knowles', email: 'marcus@example.com', phone: '+1 242 555 0123', subject: 'Charter next month',
  message: 'We would like a full day charter for 8 guests.',
};

async function fillAndSubmit() {
  for (const [name, value] of Object.entries(VALID)) await enter(name, value);
  await act(async () => {
    container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

describe('ContactForm on a full device', () => {
  it('shows the storage message and keeps every typed value', async () => {
    submitContactMessage.mockRejectedValue(new Dexie.AbortError('Transaction aborted', new DOMException('The quota has been exceeded.', 'QuotaExceededError')));
    await fillAndSubmit();
    expect(notify).toHaveBeenCalledWith(
      'Error',
      'This device is out of storage space. Free up space (or remove old photos) and try again — nothing you saved before is affected.',
      'error',
    );
    expect(notify).not.toHaveBeenCalledWith('Error', 'Your message could not be saved. Please try again.', 'error');
    for (const [name, value] of Object.entries(VALID)) expect(control(name).value).toBe(value);
  });

  it('other failures keep the spec text', async () => {
    submitContactMessage.mockRejectedValue(new Error('disk on fire'));
    await fillAndSubmit();
    expect(notify).toHaveBeenCalledWith('Error', 'Your message could not be saved. Please try again.', 'error');
    for (const [name, value] of Object.entries(VALID)) expect(control(name).value).toBe(value);
  });
});
