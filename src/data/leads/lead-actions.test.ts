import { afterEach, describe, expect, it } from 'vitest';
import { openUserDatabase, type UserDatabase } from '../user-database';
import { testStorage, uniqueDbName } from '../test-storage';
import {
  addFollowUp,
  addLeadByHand,
  addLeadNote,
  assignLead,
  changeLeadStatus,
  completeFollowUp,
  HISTORY_FULL,
  LeadChangeRefusedError,
  logLeadReply,
  setLeadSourceAndTags,
  tidyTags,
} from './lead-actions';
import { LEAD_NOTE_MAX, LEAD_TAG_MAX, MAX_LEAD_ACTIVITY, MAX_LEAD_TAGS } from '@harbour/domain/schemas/lead';
import { firstResponseAt } from '@harbour/domain/leads/lead-activity';
import { aLead } from '../../../tests/unit/fixtures/lead';

const NOW = new Date('2026-11-27T10:00:00.000Z');
let db: UserDatabase | null = null;
afterEach(async () => {
  await db?.close();
  db = null;
});

async function withLead(): Promise<UserDatabase> {
  db = await openUserDatabase(uniqueDbName('leads'), testStorage(), false, { only: ['inquiries'] });
  await db.inquiries.insert(
    aLead({ id: 'i1', boatId: 'b1', boatTitle: '2021 Contender 39 ST', name: 'Dana', message: 'Hi' }),
  );
  return db;
}

describe('changing a lead status', () => {
  it('sets it, records who and when in its history, and the first change from New is its first response', async () => {
    const leads = await withLead();
    await changeLeadStatus(leads, 'i1', 'contacted', 'admin-1', NOW);
    await changeLeadStatus(leads, 'i1', 'contacted', 'admin-1', new Date('2026-11-27T11:00:00.000Z'));
    await changeLeadStatus(leads, 'i1', 'qualified', 'admin-2', new Date('2026-11-27T12:00:00.000Z'));
    const lead = (await leads.inquiries.findOne('i1').exec())!.toMutableJSON();
    expect(lead.status).toBe('qualified');
    expect(lead.updatedAt).toBe('2026-11-27T12:00:00.000Z');
    expect(lead.activity.map((e) => e.kind === 'status' && [e.from, e.to, e.by, e.at])).toEqual([
      ['new', 'contacted', 'admin-1', NOW.toISOString()],
      ['contacted', 'qualified', 'admin-2', '2026-11-27T12:00:00.000Z'],
    ]);
    expect(firstResponseAt(lead.activity)).toBe(NOW.toISOString());
  });

  it('refuses an unknown status or lead with the message to show, writing nothing', async () => {
    const leads = await withLead();
    await expect(changeLeadStatus(leads, 'i1', 'won' as never, 'admin-1', NOW)).rejects.toThrow(
      new LeadChangeRefusedError('Choose one of new, contacted, qualified or closed.'),
    );
    await expect(changeLeadStatus(leads, 'gone', 'closed', 'admin-1', NOW)).rejects.toThrow(
      'This lead no longer exists.',
    );
    const lead = (await leads.inquiries.findOne('i1').exec())!.toMutableJSON();
    expect(lead.status).toBe('new');
    expect(lead.activity).toEqual([]);
  });
});

describe('working a lead', () => {
  const read = async (leads: UserDatabase) => (await leads.inquiries.findOne('i1').exec())!.toMutableJSON();

  it('notes, replies and follow-ups join its history with who and when; a logged reply is its first response', async () => {
    const leads = await withLead();
    await addLeadNote(leads, 'i1', '  Wants a sea trial on Saturday.  ', 'admin-1', NOW);
    await logLeadReply(leads, 'i1', 'whatsapp', null, 'admin-2', new Date('2026-11-27T10:30:00.000Z'));
    const task = await addFollowUp(leads, 'i1', 'Call back', '2026-11-28T09:00', 'admin-1', NOW);
    const lead = await read(leads);
    expect(lead.activity.map((e) => [e.kind, e.by])).toEqual([
      ['note', 'admin-1'],
      ['reply', 'admin-2'],
      ['task', 'admin-1'],
    ]);
    expect(lead.activity[0]).toMatchObject({ text: 'Wants a sea trial on Saturday.', at: NOW.toISOString() });
    expect(lead.activity[1]).toMatchObject({ channel: 'whatsapp', text: null });
    expect(lead.activity[2]).toMatchObject({ id: task, text: 'Call back', doneAt: null });
    expect(Date.parse((lead.activity[2] as { dueAt: string }).dueAt)).toBe(Date.parse('2026-11-28T09:00'));
    expect(firstResponseAt(lead.activity)).toBe('2026-11-27T10:30:00.000Z');

    await completeFollowUp(leads, 'i1', task, new Date('2026-11-28T08:00:00.000Z'));
    await completeFollowUp(leads, 'i1', task, new Date('2026-11-29T08:00:00.000Z'));
    expect((await read(leads)).activity[2]).toMatchObject({ doneAt: '2026-11-28T08:00:00.000Z' });
  });

  it('refuses what cannot be kept with the message to show, writing nothing', async () => {
    const leads = await withLead();
    await expect(addLeadNote(leads, 'i1', '   ', 'admin-1', NOW)).rejects.toThrow('Write the note first.');
    await expect(addLeadNote(leads, 'i1', 'x'.repeat(LEAD_NOTE_MAX + 1), 'admin-1', NOW)).rejects.toThrow(
      'A note is at most 2,000 characters.',
    );
    await expect(logLeadReply(leads, 'i1', 'fax' as never, null, 'admin-1', NOW)).rejects.toThrow(
      'Choose call, email or WhatsApp.',
    );
    await expect(addFollowUp(leads, 'i1', 'Call', 'someday', 'admin-1', NOW)).rejects.toThrow(
      'Choose when the follow-up is due.',
    );
    await expect(completeFollowUp(leads, 'i1', 'nope', NOW)).rejects.toThrow(
      'This follow-up is no longer on the lead.',
    );
    await expect(addLeadNote(leads, 'gone', 'Hi', 'admin-1', NOW)).rejects.toThrow('This lead no longer exists.');
    expect((await read(leads)).activity).toEqual([]);
  });

  it('a full history refuses one more entry rather than dropping the oldest', async () => {
    const leads = await withLead();
    const full = Array.from({ length: MAX_LEAD_ACTIVITY }, (_, i) => ({
      id: `n${i}`,
      kind: 'note' as const,
      at: NOW.toISOString(),
      by: 'admin-1',
      text: `Note ${i}`,
    }));
    await (await leads.inquiries.findOne('i1').exec())!.incrementalPatch({ activity: full });
    await expect(addLeadNote(leads, 'i1', 'One more', 'admin-1', NOW)).rejects.toThrow(HISTORY_FULL);
    await expect(changeLeadStatus(leads, 'i1', 'contacted', 'admin-1', NOW)).rejects.toThrow(HISTORY_FULL);
    const lead = await read(leads);
    expect(lead.activity).toHaveLength(MAX_LEAD_ACTIVITY);
    expect(lead.status).toBe('new');
  });

  it('assigns, and sets source and tidy tags', async () => {
    const leads = await withLead();
    await assignLead(leads, 'i1', 'admin-2', NOW);
    await setLeadSourceAndTags(leads, 'i1', 'boat-show', ' Miami ,miami, catamaran,, ', NOW);
    expect(await read(leads)).toMatchObject({
      assignedTo: 'admin-2',
      source: 'boat-show',
      tags: ['Miami', 'catamaran'],
    });
    await assignLead(leads, 'i1', null, NOW);
    expect((await read(leads)).assignedTo).toBeNull();
    await expect(setLeadSourceAndTags(leads, 'i1', 'fair' as never, [], NOW)).rejects.toThrow(
      'Choose where the lead came from.',
    );
    expect(() => tidyTags(Array.from({ length: MAX_LEAD_TAGS + 1 }, (_, i) => `t${i}`))).toThrow(
      'A lead has at most 10 tags.',
    );
    expect(() => tidyTags(['x'.repeat(LEAD_TAG_MAX + 1)])).toThrow('A tag is at most 30 characters.');
  });
});

describe('a lead added by hand (boat-show mode)', () => {
  const met = {
    name: '  Kim Knowles ',
    phone: '+1 242 555 0177',
    email: '',
    boatId: 'b1',
    boatTitle: '2021 Contender 39 ST',
    note: 'Met at the Nassau boat show; wants a sea trial.',
    source: 'boat-show' as const,
  };

  it('is a new lead on that boat, assigned to the broker who met them, its note as its message', async () => {
    db = await openUserDatabase(uniqueDbName('leads'), testStorage(), false, { only: ['inquiries'] });
    const id = await addLeadByHand(db, met, 'admin-1', NOW, 'hand-1');
    const lead = (await db.inquiries.findOne(id).exec())!.toMutableJSON();
    expect(lead).toMatchObject({
      id: 'hand-1',
      name: 'Kim Knowles',
      phone: '+1 242 555 0177',
      email: '',
      boatId: 'b1',
      boatTitle: '2021 Contender 39 ST',
      message: 'Met at the Nassau boat show; wants a sea trial.',
      inquiryType: 'boat',
      status: 'new',
      source: 'boat-show',
      assignedTo: 'admin-1',
      createdAt: NOW.toISOString(),
    });
    const general = await addLeadByHand(db, { ...met, boatId: null, phone: '', email: 'kim@example.com' }, 'a', NOW);
    expect((await db.inquiries.findOne(general).exec())!.inquiryType).toBe('contact');
  });

  it('refuses what cannot be a lead with the message to show, writing nothing', async () => {
    db = await openUserDatabase(uniqueDbName('leads'), testStorage(), false, { only: ['inquiries'] });
    const refused = (input: Partial<typeof met>) => addLeadByHand(db!, { ...met, ...input }, 'admin-1', NOW);
    await expect(refused({ name: ' ' })).rejects.toThrow('Write the name.');
    await expect(refused({ phone: '', email: '' })).rejects.toThrow('Add a phone number or an email.');
    await expect(refused({ email: 'kim@x.com?bcc=e@v.io' })).rejects.toThrow('Write a valid email address.');
    await expect(refused({ phone: 'call me' })).rejects.toThrow('Write the phone number with digits only, + first.');
    await expect(refused({ source: 'boat-inquiry' as never })).rejects.toThrow('Choose where you met them.');
    expect(await db.inquiries.count().exec()).toBe(0);
  });
});
