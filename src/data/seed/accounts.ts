/**
 * Demo accounts the bundled data refers to (createdBy of boats, authorId of posts).
 * Emails use example.com; phones are Bahamas numbers in the 555 range.
 */
export const DEMO_ADMIN_ID = 'demo-admin';
export const DEMO_OWNER_IDS = ['demo-owner-marina', 'demo-owner-kevin'] as const;
export type DemoOwnerId = (typeof DEMO_OWNER_IDS)[number];

export interface DemoAccount {
  id: string;
  role: 'admin' | 'client';
  fullName: string;
  email: string;
  phone: string;
  createdAt: string;
}

export const demoAdmin: DemoAccount = {
  id: DEMO_ADMIN_ID,
  role: 'admin',
  fullName: 'Alicia Ferguson',
  email: 'alicia.ferguson@example.com',
  phone: '+1 242 555 0193',
  createdAt: '2025-01-06T13:00:00.000Z',
};

export const demoOwners: Record<DemoOwnerId, DemoAccount> = {
  'demo-owner-marina': {
    id: 'demo-owner-marina',
    role: 'client',
    fullName: 'Marina Knowles',
    email: 'marina.knowles@example.com',
    phone: '+1 242 555 0127',
    createdAt: '2025-02-03T15:20:00.000Z',
  },
  'demo-owner-kevin': {
    id: 'demo-owner-kevin',
    role: 'client',
    fullName: 'Kevin Rolle',
    email: 'kevin.rolle@example.com',
    phone: '+1 242 555 0164',
    createdAt: '2025-05-19T11:45:00.000Z',
  },
};

export const demoAccounts: DemoAccount[] = [demoAdmin, ...DEMO_OWNER_IDS.map((id) => demoOwners[id])];
