import { describe, expect, it } from 'vitest';
import type { Inquiry } from '@harbour/domain/schemas/inquiry';
import { filterInquiries } from './inquiry-filter';

const inq = (id: string, o: Partial<Inquiry>): Inquiry => ({
  id,
  boatId: 'b',
  boatTitle: 't',
  name: 'N',
  email: 'n@example.com',
  phone: null,
  message: null,
  inquiryType: 'boat',
  status: 'new',
  details: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...o,
});

const list = [
  inq('1', {
    name: 'Dana Munroe',
    email: 'dana@example.com',
    phone: '242 555 0101',
    createdAt: '2026-02-01T00:00:00.000Z',
  }),
  inq('2', { name: 'Kevin', email: 'KEV@Example.com', status: 'contacted', createdAt: '2026-03-01T00:00:00.000Z' }),
  inq('3', { name: 'Sam', email: 's@x.com', status: 'closed', createdAt: '2026-01-15T00:00:00.000Z' }),
];

describe('listing inquiries filter', () => {
  it('searches name, email and phone case-insensitively', () => {
    expect(filterInquiries(list, 'munroe', 'all').map((i) => i.id)).toEqual(['1']);
    expect(filterInquiries(list, 'kev@example', 'all').map((i) => i.id)).toEqual(['2']);
    expect(filterInquiries(list, '555 0101', 'all').map((i) => i.id)).toEqual(['1']);
    expect(filterInquiries(list, 'nobody', 'all')).toEqual([]);
  });
  it('filters by status and lists newest first', () => {
    expect(filterInquiries(list, '', 'all').map((i) => i.id)).toEqual(['2', '1', '3']);
    expect(filterInquiries(list, '', 'closed').map((i) => i.id)).toEqual(['3']);
    expect(filterInquiries(list, '  ', 'qualified')).toEqual([]);
  });
});
