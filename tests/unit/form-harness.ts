/**
 * Test support for component tests of forms (jsdom): mounts a form before each test and unmounts it after, and
 * types, selects and submits the way a person does (value setter + input/change event, a cancellable submit event).
 */
import { act, createElement, type FunctionComponent } from 'react';
import { beforeEach } from 'vitest';
import { domRoot } from './dom-root';

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
  const dom = domRoot(before);
  beforeEach(() => dom.render(createElement(component)));

  const control = (name: string) => dom.container.querySelector<FormControl>(`[name="${name}"]`)!;
  const enter = async (name: string, value: string) => {
    const el = control(name);
    const proto =
      el instanceof HTMLSelectElement
        ? HTMLSelectElement.prototype
        : el instanceof HTMLTextAreaElement
          ? HTMLTextAreaElement.prototype
          : HTMLInputElement.prototype;
    await act(async () => {
      Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
      el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    });
  };
  return {
    container: () => dom.container,
    control,
    enter,
    async fill(values) {
      for (const [name, value] of Object.entries(values)) await enter(name, value);
    },
    async submit() {
      await act(async () => {
        dom.container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      });
    },
  };
}
