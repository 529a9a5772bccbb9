/**
 * Test support for component tests (jsdom): a React root on a fresh element for each test, unmounted and removed
 * after it. Call at the top level of a test file; `before` runs first in each beforeEach (reset mocks there).
 */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface DomRoot {
  /** This test's element. */
  readonly container: HTMLDivElement;
  render(node: ReactNode): Promise<void>;
}

export function domRoot(before: () => void = () => {}): DomRoot {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    before();
    container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    container.remove();
  });
  return {
    get container() {
      return container;
    },
    render: (node) => act(async () => root.render(node)),
  };
}
