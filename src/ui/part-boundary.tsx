import { Component, type ReactNode } from 'react';
import { logError } from '@/lib/log';

interface State {
  failed: boolean;
}

/**
 * Around a part of a page whose code loads later (lazy): if that code cannot load (offline before the service worker
 * had it), the part is left out and the rest of the page keeps working, instead of the error reaching the page's
 * boundary and replacing it (a form being typed into included).
 */
export class PartBoundary extends Component<{ name: string; children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    logError(`page part '${this.props.name}'`, error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
