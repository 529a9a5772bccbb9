import type { Inquiry, InquiryStatus } from '@harbour/domain/schemas/inquiry';
import { byCodeUnits } from '@/lib/compare';

export type InquiryStatusFilter = 'all' | InquiryStatus;

export const INQUIRY_FILTERS: ReadonlyArray<{ value: InquiryStatusFilter; label: string }> = [
  { value: 'all', label: 'All Inquiries' },
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'qualified', label: 'Qualified' },
  { value: 'closed', label: 'Closed' },
];

export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  closed: 'Closed',
};

/** The listing's inquiries matching the search (name, email or phone, case-insensitive) and status, newest first. */
export function filterInquiries(inquiries: readonly Inquiry[], search: string, status: InquiryStatusFilter): Inquiry[] {
  const q = search.trim().toLowerCase();
  return inquiries
    .filter((i) => status === 'all' || i.status === status)
    .filter((i) => !q || [i.name, i.email, i.phone ?? ''].some((field) => field.toLowerCase().includes(q)))
    .sort((a, b) => byCodeUnits(b.createdAt, a.createdAt));
}
