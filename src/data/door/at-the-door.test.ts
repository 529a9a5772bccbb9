import { describe, expect, it, vi } from 'vitest';
import { atTheDoor } from './at-the-door';
import { inquirySchema } from '@harbour/domain/schemas/inquiry';
import { submissionSchema } from '@harbour/domain/schemas/submission';
import { boatSchema } from '@harbour/domain/schemas/boat';
import { blogPostSchema } from '@harbour/domain/schemas/blog-post';
import { documentProblems, type FieldSchema } from './document-problems';
import { seedLeads, seedSubmissions } from '../../../fixtures/portal-seed';

// The visitor's shape (inquirySchema): without the backend's arrival stamp.
const { receivedAt: _receivedAt, ...sent } = seedLeads[0]!;
const lead = { ...sent, _deleted: false };

describe('at the door of a replica', () => {
  it('lets a readable document in, defaults filled and unknown top-level fields dropped', () => {
    const report = vi.fn();
    const log = { unreadable: report };
    const { phone: _phone, ...older } = lead;
    const stored = atTheDoor('inquiries', inquirySchema as never, { ...older, junk: 'x'.repeat(100_000) }, log);
    expect(stored).toEqual({ ...lead, phone: null });
    expect(report).not.toHaveBeenCalled();
  });

  it('finding 1: keeps an inquiry with a malformed createdAt out of every screen, and says which and why', () => {
    const report = vi.fn();
    const log = { unreadable: report };
    const stored = atTheDoor('inquiries', inquirySchema as never, { ...lead, createdAt: 'zzz' }, log);
    expect(stored._deleted).toBe(true);
    expect(stored.id).toBe(lead.id);
    expect(report).toHaveBeenCalledWith({ collection: 'inquiries', id: lead.id, problems: ['createdAt: not a date'] });
    // The placeholder is itself a valid document (RxDB stores it under its schema).
    const { _deleted, ...fields } = stored;
    expect(_deleted).toBe(true);
    expect(documentProblems(inquirySchema as unknown as FieldSchema, fields)).toEqual([]);
  });

  it('a submission whose specifications pass the rules (known keys) but not the schema is kept out of the admin’s screens', () => {
    const report = vi.fn();
    const submission = { ...seedSubmissions[0]!, _deleted: false };
    for (const particulars of [
      { engineCount: 1, engineHours: [410, 406] },
      { beamFt: -1 },
      { builder: 'B'.repeat(101) },
    ]) {
      const stored = atTheDoor(
        'submissions',
        submissionSchema as never,
        { ...submission, particulars },
        { unreadable: report },
      );
      expect(stored._deleted).toBe(true);
    }
    expect(report).toHaveBeenCalledTimes(3);
  });

  it('builds a valid placeholder for documents with nested required fields', () => {
    const submission = { ...seedSubmissions[0]!, _deleted: false, submittedAt: 'soon' };
    const stored = atTheDoor('submissions', submissionSchema as never, submission, { unreadable: () => {} });
    const { _deleted, ...fields } = stored;
    expect(_deleted).toBe(true);
    expect(documentProblems(submissionSchema as unknown as FieldSchema, fields)).toEqual([]);
  });

  it('passes a deletion through as it is', () => {
    const report = vi.fn();
    const log = { unreadable: report };
    expect(atTheDoor('inquiries', inquirySchema as never, { id: 'x', _deleted: true } as never, log)).toMatchObject({
      id: 'x',
      _deleted: true,
    });
    expect(report).not.toHaveBeenCalled();
  });
});

describe('finding N11: a tombstone that keeps only the id', () => {
  it('is stored as a valid deleted document under its id, for a public boat and a public post alike, and reported nowhere', () => {
    const report = vi.fn();
    for (const [collection, schema] of [
      ['boats', boatSchema],
      ['blogPosts', blogPostSchema],
    ] as const) {
      const stored = atTheDoor(collection, schema as never, { id: 'gone-1', _deleted: true } as never, {
        unreadable: report,
      }) as Record<string, unknown>;
      expect(stored).toMatchObject({ id: 'gone-1', _deleted: true });
      const { _deleted, ...fields } = stored;
      // Every field the schema requires is there and reads: RxDB stores it as it stores any document.
      expect(documentProblems(schema as unknown as FieldSchema, fields)).toEqual([]);
    }
    expect(report).not.toHaveBeenCalled();
  });
});
