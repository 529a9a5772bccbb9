import * as v from 'valibot';
import type { RxDocument } from 'rxdb';
import type { UserDatabase } from '../user-database';
import { INQUIRY_STATUSES, type InquiryStatus } from '@harbour/domain/schemas/inquiry';
import {
  LEAD_NOTE_MAX,
  LEAD_SOURCES,
  LEAD_TAG_MAX,
  MAX_LEAD_ACTIVITY,
  MAX_LEAD_TAGS,
  type Lead,
  type LeadSource,
} from '@harbour/domain/schemas/lead';
import { REPLY_CHANNELS, type LeadActivity, type ReplyChannel } from '@harbour/domain/leads/lead-activity';
import { isEmail } from '@harbour/domain/forms/email';

/** A change to a lead the rules of the Leads screens refuse; its message is the one to show. */
export class LeadChangeRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LeadChangeRefusedError';
  }
}

const statusSchema = v.picklist(INQUIRY_STATUSES, 'Choose one of new, contacted, qualified or closed.');

/**
 * Sets a lead's status (any of them: the spec's detail dialog and a listing's Inquiries tab). The change joins the
 * lead's history with who made it and when, by this device's clock: the first change from New is the lead's first
 * response (lead-activity.ts), also when it was made offline and synced later. The same status again writes nothing.
 */
export async function changeLeadStatus(
  db: UserDatabase,
  inquiryId: string,
  status: InquiryStatus,
  by: string,
  now = new Date(),
): Promise<void> {
  const parsed = v.safeParse(statusSchema, status);
  if (!parsed.success) throw new LeadChangeRefusedError(parsed.issues[0]!.message);
  const doc = await leadDoc(db, inquiryId);
  if (doc.status === parsed.output) return;
  const at = now.toISOString();
  await addEntry(
    doc,
    { id: crypto.randomUUID(), kind: 'status', at, by, from: doc.status, to: parsed.output },
    {
      status: parsed.output,
    },
  );
}

type LeadDoc = RxDocument<Lead>;

async function leadDoc(db: UserDatabase, id: string): Promise<LeadDoc> {
  const doc = await db.inquiries.findOne(id).exec();
  if (!doc) throw new LeadChangeRefusedError('This lead no longer exists.');
  return doc;
}

export const HISTORY_FULL = `This lead's history is full (${MAX_LEAD_ACTIVITY} entries): nothing more can be added to it.`;

/** Adds one entry to the lead's history (and any change of its own fields): refused, not trimmed, once it is full. */
async function addEntry(doc: LeadDoc, entry: LeadActivity, patch: Partial<Lead> = {}): Promise<void> {
  await doc.incrementalModify((lead) => {
    if (lead.activity.length >= MAX_LEAD_ACTIVITY) throw new LeadChangeRefusedError(HISTORY_FULL);
    return { ...lead, ...patch, activity: [...lead.activity, entry], updatedAt: entry.at };
  });
}

function checked<T>(schema: v.GenericSchema<unknown, T>, value: unknown): T {
  const parsed = v.safeParse(schema, value);
  if (!parsed.success) throw new LeadChangeRefusedError(parsed.issues[0]!.message);
  return parsed.output;
}

const writing = (what: string, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(`Write the ${what} first.`),
    v.maxLength(max, `A ${what} is at most ${max.toLocaleString('en-US')} characters.`),
  );
const noteSchema = writing('note', LEAD_NOTE_MAX);
const channelSchema = v.picklist(REPLY_CHANNELS, 'Choose call, email or WhatsApp.');
const replyTextSchema = v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(LEAD_NOTE_MAX)));
const dueSchema = v.pipe(
  v.string(),
  v.check((s) => !Number.isNaN(Date.parse(s)), 'Choose when the follow-up is due.'),
);

/** A note on the lead, for the team only (an owner's copy never has the history). */
export async function addLeadNote(db: UserDatabase, id: string, text: string, by: string, now = new Date()) {
  const note = checked(noteSchema, text);
  await addEntry(await leadDoc(db, id), {
    id: crypto.randomUUID(),
    kind: 'note',
    at: now.toISOString(),
    by,
    text: note,
  });
}

/** A reply made outside the site (a call, an email, a WhatsApp message): logged, it is the lead's response. */
export async function logLeadReply(
  db: UserDatabase,
  id: string,
  channel: ReplyChannel,
  text: string | null,
  by: string,
  now = new Date(),
) {
  const how = checked(channelSchema, channel);
  const said = checked(replyTextSchema, text) || null;
  await addEntry(await leadDoc(db, id), {
    id: crypto.randomUUID(),
    kind: 'reply',
    at: now.toISOString(),
    by,
    channel: how,
    text: said,
  });
}

/** A follow-up task with its due time (shown under "Due today" on the day, in red once passed). */
export async function addFollowUp(
  db: UserDatabase,
  id: string,
  text: string,
  dueAt: string,
  by: string,
  now = new Date(),
): Promise<string> {
  const what = checked(writing('follow-up', LEAD_NOTE_MAX), text);
  const due = new Date(checked(dueSchema, dueAt)).toISOString();
  const taskId = crypto.randomUUID();
  await addEntry(await leadDoc(db, id), {
    id: taskId,
    kind: 'task',
    at: now.toISOString(),
    by,
    text: what,
    dueAt: due,
    doneAt: null,
  });
  return taskId;
}

/** Marks a follow-up done (once: done again keeps the first time). */
export async function completeFollowUp(db: UserDatabase, id: string, taskId: string, now = new Date()) {
  const doc = await leadDoc(db, id);
  const task = doc.activity.find((e) => e.id === taskId && e.kind === 'task');
  if (!task) throw new LeadChangeRefusedError('This follow-up is no longer on the lead.');
  if (task.kind === 'task' && task.doneAt !== null) return;
  await doc.incrementalModify((lead) => ({
    ...lead,
    activity: lead.activity.map((e) =>
      e.id === taskId && e.kind === 'task' && e.doneAt === null ? { ...e, doneAt: now.toISOString() } : e,
    ),
    updatedAt: now.toISOString(),
  }));
}

/** Gives the lead to an admin (uid), or to nobody (null). */
export async function assignLead(db: UserDatabase, id: string, assignee: string | null, now = new Date()) {
  const to = checked(v.nullable(v.pipe(v.string(), v.nonEmpty(), v.maxLength(128))), assignee);
  const doc = await leadDoc(db, id);
  if (doc.assignedTo === to) return;
  await doc.incrementalPatch({ assignedTo: to, updatedAt: now.toISOString() });
}

/** Pure: tags as typed (comma separated or a list) made tidy: trimmed, one of each (any case), refused when too many. */
export function tidyTags(typed: string | readonly string[]): string[] {
  const parts = (typeof typed === 'string' ? typed.split(',') : typed).map((t) => t.trim().replace(/\s+/g, ' '));
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of parts) {
    if (!tag || seen.has(tag.toLowerCase())) continue;
    if (tag.length > LEAD_TAG_MAX) throw new LeadChangeRefusedError(`A tag is at most ${LEAD_TAG_MAX} characters.`);
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  if (tags.length > MAX_LEAD_TAGS) throw new LeadChangeRefusedError(`A lead has at most ${MAX_LEAD_TAGS} tags.`);
  return tags;
}

/** Sets where the lead came from and its tags (the Leads filters read both). */
export async function setLeadSourceAndTags(
  db: UserDatabase,
  id: string,
  source: LeadSource,
  tags: string | readonly string[],
  now = new Date(),
) {
  const from = checked(v.picklist(LEAD_SOURCES, 'Choose where the lead came from.'), source);
  const tidy = tidyTags(tags);
  await (await leadDoc(db, id)).incrementalPatch({ source: from, tags: tidy, updatedAt: now.toISOString() });
}

/** The sources of a lead a broker adds by hand (the site's own forms add the others). */
export const HAND_SOURCES = ['boat-show', 'phone', 'walk-in', 'other'] as const satisfies readonly LeadSource[];

/** A lead met away from the site, as the quick "Add lead" form sends it. */
export interface HandLead {
  name: string;
  phone: string;
  email: string;
  boatId: string | null;
  boatTitle: string | null;
  note: string;
  source: (typeof HAND_SOURCES)[number];
}

const handLeadSchema = v.pipe(
  v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Write the name.'),
      v.maxLength(100, 'A name is at most 100 characters.'),
    ),
    phone: v.pipe(
      v.string(),
      v.trim(),
      v.check((p) => p === '' || /^\+?[\d\s().-]{7,20}$/.test(p), 'Write the phone number with digits only, + first.'),
    ),
    email: v.pipe(
      v.string(),
      v.trim(),
      v.check((e) => e === '' || isEmail(e), 'Write a valid email address.'),
    ),
    boatId: v.nullable(v.pipe(v.string(), v.maxLength(128))),
    boatTitle: v.nullable(v.pipe(v.string(), v.maxLength(200))),
    note: v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(LEAD_NOTE_MAX, `A note is at most ${LEAD_NOTE_MAX.toLocaleString('en-US')} characters.`),
    ),
    source: v.picklist(HAND_SOURCES, 'Choose where you met them.'),
  }),
  v.check((lead) => lead.phone !== '' || lead.email !== '', 'Add a phone number or an email.'),
);

/**
 * A lead a broker met at a boat show, on the phone or at the dock: written to the admin's replica (offline too; it
 * shows as waiting to sync and is pushed once, under its own id), assigned to that broker, its note as its message.
 */
export async function addLeadByHand(
  db: UserDatabase,
  input: HandLead,
  by: string,
  now = new Date(),
  id: string = crypto.randomUUID(),
): Promise<string> {
  const lead = checked(handLeadSchema, input);
  const at = now.toISOString();
  await db.inquiries.insert({
    id,
    boatId: lead.boatId,
    boatTitle: lead.boatId ? lead.boatTitle : null,
    name: lead.name,
    email: lead.email,
    phone: lead.phone || null,
    message: lead.note,
    inquiryType: lead.boatId ? 'boat' : 'contact',
    status: 'new',
    details: {},
    createdAt: at,
    updatedAt: at,
    activity: [],
    assignedTo: by,
    source: lead.source,
    tags: [],
    // The backend stamps its arrival once it is pushed (finding N13).
    receivedAt: null,
  });
  return id;
}
