// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { EmailLink } from './email-link';
import { domRoot } from '../../tests/unit/dom-root';

const dom = domRoot();

describe('EmailLink', () => {
  it('links an address', async () => {
    await dom.render(<EmailLink address="dana@example.com" empty="Not given" />);
    expect(dom.container.querySelector('a')?.getAttribute('href')).toBe('mailto:dana@example.com');
    expect(dom.container.textContent).toBe('dana@example.com');
  });

  it('finding N10: a stored value that is not an address is shown as text, never as a link that copies someone in', async () => {
    await dom.render(<EmailLink address="owner@example.com?bcc=list@evil.example" empty="Not given" />);
    expect(dom.container.querySelector('a')).toBeNull();
    expect(dom.container.textContent).toBe('owner@example.com?bcc=list@evil.example');
  });

  it('says what it was told when there is none', async () => {
    await dom.render(<EmailLink address="" empty="Not given" />);
    expect(dom.container.textContent).toBe('Not given');
  });
});
