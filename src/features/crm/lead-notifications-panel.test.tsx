// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Lead } from '@harbour/domain/schemas/lead';
import { domRoot } from '../../../tests/unit/dom-root';
import { LeadNotificationsPanel } from './lead-notifications-panel';

const dom = domRoot();
const lead = (id: string, name: string): Lead =>
  ({ id, name, boatTitle: id === 'a' ? '2021 Contender 39 ST' : null, createdAt: new Date().toISOString() }) as Lead;
const buttons = () => [...dom.container.querySelectorAll('button')];
const press = (text: string) =>
  act(async () =>
    buttons()
      .find((b) => b.textContent === text)!
      .click(),
  );

describe('the New leads button', () => {
  it('counts the unread, lists them newest first, and marks one or all read', async () => {
    const markRead = vi.fn();
    const markAllRead = vi.fn();
    const onOpenLeads = vi.fn();
    await dom.render(
      <LeadNotificationsPanel
        notifications={{ unread: [lead('a', 'Ann'), lead('b', 'Ben')], markRead, markAllRead }}
        onOpenLeads={onOpenLeads}
      />,
    );
    expect(buttons()[0]!.textContent).toBe('New leads (2)');
    expect(buttons()[0]!.getAttribute('aria-expanded')).toBe('false');
    await press('New leads (2)');
    const items = [...dom.container.querySelectorAll('[data-testid=lead-notification]')];
    expect(items.map((i) => i.querySelector('strong')!.textContent)).toEqual(['Ann', 'Ben']);
    expect(items[0]!.textContent).toContain('2021 Contender 39 ST');
    expect(items[1]!.textContent).toContain('General inquiry');
    await act(async () => items[1]!.querySelector('button')!.click());
    expect(markRead).toHaveBeenCalledWith('b');
    await press('Mark all as read');
    expect(markAllRead).toHaveBeenCalled();
    await press('Open Leads');
    expect(onOpenLeads).toHaveBeenCalled();
  });

  it('says when the leads are not there yet, and when there is nothing new', async () => {
    const none = { markRead: vi.fn(), markAllRead: vi.fn() };
    await dom.render(<LeadNotificationsPanel notifications={{ ...none, unread: null }} onOpenLeads={() => {}} />);
    expect(buttons()[0]!.textContent).toBe('New leads');
    await press('New leads');
    expect(dom.container.textContent).toContain('Loading…');
    await dom.render(<LeadNotificationsPanel notifications={{ ...none, unread: [] }} onOpenLeads={() => {}} />);
    expect(dom.container.textContent).toContain('No new leads.');
    expect(buttons().some((b) => b.textContent === 'Mark all as read')).toBe(false);
  });
});
