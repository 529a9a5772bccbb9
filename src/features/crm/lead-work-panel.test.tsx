// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { aLead } from '../../../tests/unit/fixtures/lead';
import { domRoot } from '../../../tests/unit/dom-root';

const notify = vi.fn();
vi.mock('@/ui/toaster', () => ({ notify: (...args: unknown[]) => notify(...args) }));
const work = {
  note: vi.fn(),
  reply: vi.fn(),
  followUp: vi.fn(),
  done: vi.fn(),
  assign: vi.fn(),
  sourceAndTags: vi.fn(),
};
vi.mock('./api/lead-work', () => ({ leadWork: work }));
// The follow-up below was due in January: overdue whatever today is.
const { LeadWorkPanel } = await import('./lead-work-panel');
const { defaultFollowUpDue } = await import('./model/follow-up-due');

const caller = { uid: 'me', role: 'admin' as const };
const lead = aLead({
  boatId: 'boat-1',
  boatTitle: '2021 Contender 39 ST',
  phone: '+1 242 555 0101',
  message: 'Is she still for sale?',
  activity: [
    {
      id: 't1',
      kind: 'task',
      at: '2026-11-27T08:05:00.000Z',
      by: 'bea',
      text: 'Call back',
      dueAt: '2026-01-05T09:00:00.000Z',
      doneAt: null,
    },
  ],
  assignedTo: 'bea',
});

const dom = domRoot(() => {
  notify.mockReset();
  for (const fn of Object.values(work)) fn.mockReset().mockResolvedValue({ ok: true });
});
const q = <E extends Element>(selector: string) => dom.container.querySelector<E>(selector)!;
const byText = (tag: string, text: string) =>
  [...dom.container.querySelectorAll<HTMLElement>(tag)].find((e) => e.textContent === text)!;
function type(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}
const render = () =>
  dom.render(<LeadWorkPanel caller={caller} lead={lead} nameOf={() => 'Bea Moss'} myName="Alicia Ferguson" />);

describe('the lead panel', () => {
  it('replies in one tap by email or WhatsApp with a message naming the boat, and logs the reply', async () => {
    await render();
    const email = byText('a', 'Email') as HTMLAnchorElement;
    expect(email.href).toMatch(/^mailto:dana@example\.com\?subject=Your%20inquiry%20about%20the%202021%20Contender/);
    expect(decodeURIComponent(email.href)).toContain('https://www.nassauharbouryachts.com/boats/boat-1');
    expect(decodeURIComponent(email.href)).toContain('Alicia Ferguson');
    const whatsapp = byText('a', 'WhatsApp') as HTMLAnchorElement;
    expect(whatsapp.href).toMatch(/^https:\/\/wa\.me\/12425550101\?text=Hi%20Dana/);
    whatsapp.addEventListener('click', (e) => e.preventDefault());
    await act(async () => whatsapp.click());
    expect(work.reply).toHaveBeenCalledWith(caller, 'l1', 'whatsapp');
    expect(notify).toHaveBeenCalledWith('Reply logged');
  });

  it('a follow-up is due tomorrow at 9:00 unless changed: "Add follow-up" with only its text saves it (#30)', async () => {
    await render();
    const form = q<HTMLFormElement>('form[aria-label="Add a follow-up"]');
    const [what, due] = [...form.querySelectorAll<HTMLInputElement>('input')];
    expect(due!.value).toBe(defaultFollowUpDue(new Date()));
    await act(async () => type(what!, 'Send the survey'));
    await act(async () => byText('button', 'Add follow-up').click());
    expect(work.followUp).toHaveBeenCalledWith(caller, 'l1', 'Send the survey', defaultFollowUpDue(new Date()));
    expect(notify).toHaveBeenCalledWith('Follow-up added');
    expect(what!.value).toBe('');
  });

  it('a refused note stays in the box with the message shown; a saved one clears it', async () => {
    await render();
    const box = q<HTMLTextAreaElement>('form[aria-label="Add a note"] textarea');
    await act(async () => type(box, 'Wants a sea trial.'));
    work.note.mockResolvedValueOnce({ ok: false, message: 'Write the note first.' });
    await act(async () => byText('button', 'Add note').click());
    expect(notify).toHaveBeenCalledWith('Error', 'Write the note first.', 'error');
    expect(box.value).toBe('Wants a sea trial.');
    await act(async () => byText('button', 'Add note').click());
    expect(work.note).toHaveBeenLastCalledWith(caller, 'l1', 'Wants a sea trial.');
    expect(box.value).toBe('');
  });

  it('shows who works it, the history with an overdue follow-up in red, and marks it done', async () => {
    await render();
    expect(dom.container.textContent).toContain('Assigned to Bea Moss');
    const entry = q<HTMLElement>('[data-testid=lead-history-entry]');
    expect(entry.hasAttribute('data-overdue')).toBe(true);
    expect(entry.textContent).toContain('overdue');
    await act(async () => byText('button', 'Mark done').click());
    expect(work.done).toHaveBeenCalledWith(caller, 'l1', 't1');
    await act(async () => byText('button', 'Assign to me').click());
    expect(work.assign).toHaveBeenCalledWith(caller, 'l1', 'me');
  });

  it('sets where the lead came from and its tags', async () => {
    await render();
    const form = q<HTMLFormElement>('form[aria-label="Source and tags"]');
    const select = form.querySelector('select')!;
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, 'walk-in');
    await act(async () => select.dispatchEvent(new Event('change', { bubbles: true })));
    await act(async () => type(form.querySelector('input')!, 'Miami, cash buyer'));
    await act(async () => form.requestSubmit());
    expect(work.sourceAndTags).toHaveBeenCalledWith(caller, 'l1', 'walk-in', 'Miami, cash buyer');
    expect(notify).toHaveBeenCalledWith('Source and tags saved');
  });
});
