// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedChoice, type SegmentedOption } from './segmented-choice';
import { domRoot } from '../../tests/unit/dom-root';

type Size = 'small' | 'large';
const OPTIONS: SegmentedOption<Size>[] = [
  { value: 'small', label: 'S', title: 'Small boats' },
  { value: 'large', label: 'L', title: 'Large boats' },
];

const dom = domRoot();
const buttons = (root: ParentNode) => [...root.querySelectorAll('button')];

describe('a segmented choice', () => {
  it('is a named group of buttons named by their text, the chosen one pressed', async () => {
    await dom.render(<SegmentedChoice label="Size" options={OPTIONS} value="large" onChoose={() => {}} />);
    const group = dom.container.querySelector('[role=group]')!;
    expect(group.getAttribute('aria-label')).toBe('Size');
    expect(buttons(group).map((b) => [b.textContent, b.title, b.getAttribute('aria-pressed'), b.type])).toEqual([
      ['S', 'Small boats', 'false', 'button'],
      ['L', 'Large boats', 'true', 'button'],
    ]);
  });

  it('says which option was pressed, and follows the value it is given', async () => {
    const onChoose = vi.fn();
    await dom.render(<SegmentedChoice label="Size" options={OPTIONS} value="large" onChoose={onChoose} />);
    await act(async () => buttons(dom.container)[0]!.click());
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('small');
    await dom.render(<SegmentedChoice label="Size" options={OPTIONS} value="small" onChoose={onChoose} />);
    expect(buttons(dom.container).map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false']);
  });

  it('is disabled in the page the build renders (a press before the app runs would be lost), enabled once it runs', async () => {
    const html = document.createElement('div');
    html.innerHTML = renderToString(
      <SegmentedChoice label="Size" options={OPTIONS} value="small" onChoose={() => {}} />,
    );
    expect(buttons(html).map((b) => b.disabled)).toEqual([true, true]);
    await dom.render(<SegmentedChoice label="Size" options={OPTIONS} value="small" onChoose={() => {}} />);
    expect(buttons(dom.container).map((b) => b.disabled)).toEqual([false, false]);
  });
});
