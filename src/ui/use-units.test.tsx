// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useUnits } from './use-units';
import { domRoot } from '../../tests/unit/dom-root';

const KEY = 'hy.units';
const dom = domRoot();
let choose: (units: 'imperial' | 'metric') => void = () => {};

function Shown() {
  const [units, setUnits] = useUnits();
  choose = setUnits;
  return <span>{units}</span>;
}

beforeEach(() => localStorage.setItem(KEY, 'metric'));
afterEach(() => localStorage.clear());

describe('the unit switch', () => {
  it('renders feet on the server, whatever the device chose', () => {
    expect(renderToString(<Shown />)).toBe('<span>imperial</span>');
  });

  it('shows the device’s choice, keeps a new one, and follows one made in another tab', async () => {
    await dom.render(<Shown />);
    expect(dom.container.textContent).toBe('metric');
    await act(async () => choose('imperial'));
    expect(dom.container.textContent).toBe('imperial');
    expect(localStorage.getItem(KEY)).toBe('imperial');
    localStorage.setItem(KEY, 'metric');
    await act(async () => window.dispatchEvent(new StorageEvent('storage', { key: KEY })));
    expect(dom.container.textContent).toBe('metric');
    await act(async () => window.dispatchEvent(new StorageEvent('storage', { key: 'hy.other' })));
    expect(dom.container.textContent).toBe('metric');
  });
});
