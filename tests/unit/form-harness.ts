/**
 * Test support for component tests of forms (jsdom): mounts a form before each test and unmounts it after, and
 * types, selects and submits the way a person does (value setter + input/change event, a cancellable submit event).
 */
import { act, createElement, type FunctionComponent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface FormHarness {
  container(): HTMLDivElement;
  control(name: string): FormControl;
  enter(name: string, value: string): Promise<void>;
  fill(values: Record<string, string>): Promise<void>;
  submit(): Promise<void>;
}

/** Call at the top level of a test file: `before` runs first in each beforeEach (reset mocks there). */
export function formHarness(component: FunctionComponent, before: () => void = () => {}): FormHarness {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(async () => {
    before();
    container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
    await act(async () => root.render(createElement(component)));
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    container.remove();
  });

  const control = (name: string) => container.querySelector<FormControl>(`[name="${name}"]`)!;
  const enter = async (name: string, value: string) => {
    const el = control(name);
    const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    await act(async () => {
      Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
      el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    });
  };
  return {
    container: () => container,
    control,
    enter,
    async fill(values) {
      for (const [name, value] of Object.entries(values)) await enter(name, value);
    },
    async submit() {
      await act(async () => {
        container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      });
    },
  };
}
