// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { domRoot } from '../../../tests/unit/dom-root';
import { COMPARE_MAX } from './model/compare-ids';

sessionStorage.setItem('hy.compare', 'a,b');
const { clearCompared, setCompared, useCompareSelection } = await import('./compare-selection');
const dom = domRoot();

function Shown() {
  return <span>{useCompareSelection().join(',')}</span>;
}

describe('the boats picked for comparing', () => {
  it('are none on the server', () => {
    expect(renderToString(<Shown />)).toBe('<span></span>');
  });

  it('start from this tab’s picks, follow each pick, refuse one too many, and clear', async () => {
    await dom.render(<Shown />);
    expect(dom.container.textContent).toBe('a,b');
    await act(async () => void setCompared('c', true));
    expect(dom.container.textContent).toBe('a,b,c');
    expect(sessionStorage.getItem('hy.compare')).toBe('a,b,c');
    const more = Array.from({ length: COMPARE_MAX - 3 }, (_, i) => `boat-${i + 4}`);
    await act(async () => more.forEach((id) => expect(setCompared(id, true)).toBe(true)));
    expect(setCompared('one-too-many', true)).toBe(false);
    await act(async () => void setCompared('a', false));
    expect(dom.container.textContent).toBe(['b', 'c', ...more].join(','));
    await act(async () => clearCompared());
    expect(dom.container.textContent).toBe('');
    expect(sessionStorage.getItem('hy.compare')).toBe('');
  });
});
