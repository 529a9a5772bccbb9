import { escapeMailHtml as escapeHtml, headerLine as clean, type MailDocument } from '../mail/mail-text';

/** What the brokerage's email about a new lead reads of it (any value may be malformed: it came from a visitor). */
export interface NewLead {
  id: string;
  inquiryType?: unknown;
  source?: unknown;
  boatTitle?: unknown;
  name?: unknown;
  email?: unknown;
  phone?: unknown;
  message?: unknown;
}

/** Pure: the mail document's id: one email per lead, ever (the function creates it only if absent). */
export function newLeadMailId(leadId: string): string {
  return `newLead__${leadId.replace(/\//g, '_')}`;
}

/** Pure: whether a new lead is news to the brokerage: one from the site; one a broker added is already known. */
export function isSiteLead(lead: Pick<NewLead, 'source'>): boolean {
  return lead.source === undefined || lead.source === null;
}

const KIND: Record<string, string> = {
  boat: 'boat inquiry',
  sell: 'sell request',
  contact: 'contact message',
  charter: 'charter request',
};

/**
 * Pure: the email to the brokerage's address about a new lead: the kind and boat in the subject, who asked and what,
 * and a link to the Leads tab. Every field is cut to size and put in the subject on one line (a visitor's text cannot
 * add a header), and escaped in the HTML.
 */
export function newLeadMail(input: { to: string; lead: NewLead; siteUrl: string; businessName: string }): MailDocument {
  const { lead, siteUrl, businessName } = input;
  const kind = KIND[clean(lead.inquiryType, 10)] ?? 'lead';
  const name = clean(lead.name, 100) || 'Someone';
  const boat = clean(lead.boatTitle, 120);
  const message = typeof lead.message === 'string' ? lead.message.slice(0, 5000).trim() : '';
  const link = `${siteUrl}/admin/dashboard?tab=leads`;
  const subject = `New ${kind}${boat ? `: ${boat}` : ''} from ${name}`;
  const contact = [clean(lead.email, 254), clean(lead.phone, 40)].filter(Boolean).join(' · ');
  const text = [
    `${name} sent a ${kind}${boat ? ` about the ${boat}` : ''}.`,
    contact,
    '',
    message || '(no message)',
    '',
    `Answer it within 24 hours: ${link}`,
    businessName,
  ].join('\n');
  const html = [
    `<p><strong>${escapeHtml(name)}</strong> sent a ${kind}${boat ? ` about the <strong>${escapeHtml(boat)}</strong>` : ''}.<br>${escapeHtml(contact)}</p>`,
    `<p style="white-space:pre-wrap">${escapeHtml(message || '(no message)')}</p>`,
    `<p><a href="${escapeHtml(link)}">Open the lead</a> and answer it within 24 hours.</p>`,
    `<p style="color:#555;font-size:13px">${escapeHtml(businessName)}</p>`,
  ].join('\n');
  return { to: input.to, message: { subject, text, html } };
}

/** Pure: the id of the one notice an hour that its new-lead emails reached the ceiling (#32 N8); `hour` is 'YYYY-MM-DDTHH' (UTC). */
export function leadMailsHeldId(hour: string): string {
  return `newLeadsHeld__${hour}`;
}

/**
 * Pure: the one email of an hour whose new-lead emails reached their ceiling (#32 N8): the leads arriving after it
 * until the hour ends are stored and in the Leads tab, without an email each. `hourStart` is the clock hour (UTC).
 */
export function leadMailsHeldMail(input: {
  to: string;
  hourStart: Date;
  sent: number;
  siteUrl: string;
  businessName: string;
}): MailDocument {
  const { hourStart, sent, siteUrl, businessName } = input;
  const time = (at: Date) => `${at.toISOString().slice(11, 16)} UTC`;
  const from = time(hourStart);
  const until = time(new Date(hourStart.getTime() + 60 * 60 * 1000));
  const link = `${siteUrl}/admin/dashboard?tab=leads`;
  const subject = `${sent} new leads since ${from}: the next ones are in the Leads tab only`;
  const lines = [
    `The site has emailed ${sent} new leads since ${from} (${hourStart.toISOString().slice(0, 10)}), the most it emails in an hour.`,
    `Every lead that arrives until ${until} is kept and waits in the Leads tab, without an email of its own; emails start again then.`,
    'So many at once may be spam: look at them in the Leads tab.',
  ];
  const text = [...lines, '', link, businessName].join('\n');
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">Open the Leads tab</a></p>`,
    `<p style="color:#555;font-size:13px">${escapeHtml(businessName)}</p>`,
  ].join('\n');
  return { to: input.to, message: { subject, text, html } };
}
