// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { domRoot } from '../../../tests/unit/dom-root';

const notify = vi.fn();
vi.mock('@/ui/toaster', () => ({ notify: (...args: unknown[]) => notify(...args) }));
const addByHand = vi.fn();
vi.mock('./api/lead-work', () => ({ leadWork: { addByHand: (...args: unknown[]) => addByHand(...args) } }));
const { AddLeadButton } = await import('./add-lead-form');

const caller = { uid: 'me', role: 'admin' as const };
const dom = domRoot(() => {
  notify.mockReset();
  addByHand.mockReset();
});
const inDocument = <E extends Element>(selector: string) => document.body.querySelector<E>(selector);
const field = (label: string) =>
  [...document.body.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label))!.control as
    HTMLInputElement | HTMLSelectElement;
function type(el: HTMLInputElement | HTMLSelectElement, value: string) {
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

describe('Add lead (boat-show mode)', () => {
  it('a refused lead keeps what was typed and says why; a saved one closes with a toast', async () => {
    await dom.render(<AddLeadButton caller={caller} boats={[{ id: 'b1', title: '2021 Contender 39 ST' }]} />);
    await act(async () => dom.container.querySelector('button')!.click());
    const form = inDocument<HTMLFormElement>('form[aria-label="Add lead"]')!;
    await act(async () => type(field('Name'), 'Kim Knowles'));
    await act(async () => type(field('Boat of interest') as HTMLSelectElement, 'b1'));
    addByHand.mockResolvedValueOnce({ ok: false, message: 'Add a phone number or an email.' });
    await act(async () => form.requestSubmit());
    expect(inDocument('[role=alert]')!.textContent).toBe('Add a phone number or an email.');
    expect(field('Name').value).toBe('Kim Knowles');
    expect(addByHand).toHaveBeenLastCalledWith(caller, {
      name: 'Kim Knowles',
      phone: '',
      email: '',
      boatId: 'b1',
      boatTitle: '2021 Contender 39 ST',
      note: '',
      source: 'boat-show',
    });
    await act(async () => type(field('Phone'), '+1 242 555 0177'));
    addByHand.mockResolvedValueOnce({ ok: true });
    await act(async () => form.requestSubmit());
    expect(notify).toHaveBeenCalledWith('Lead added', 'Kim Knowles is in Leads.');
    // Closed: Ark's dialog is either leaving (its exit animation) or already gone, depending on timing.
    const dialog = inDocument('[role=dialog]');
    expect(dialog === null || dialog.getAttribute('data-state') === 'closed').toBe(true);
    // Opened again for the next person: empty.
    await act(async () => dom.container.querySelector('button')!.click());
    expect(field('Name').value).toBe('');
  });
});
