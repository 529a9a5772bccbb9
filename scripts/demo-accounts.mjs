// Demo sign-ins for the local emulators (npm start). Same uids, names, emails and phones as
// fixtures/accounts.ts (a unit test keeps the two in step), plus the known passwords.
// Local emulator data only: never use these on a real project.
export const DEMO_PASSWORDS = {
  'demo-admin': 'harbour-admin-2026',
  'demo-owner-marina': 'harbour-marina-2026',
  'demo-owner-kevin': 'harbour-kevin-2026',
};

/**
 * `secondFactorPhone`: the admin's phone, enrolled as the second factor (#32): the Auth emulator issues its codes
 * (`npm start` prints them; tests read them from the emulator).
 * @type {ReadonlyArray<{ uid: string; role: 'admin' | 'client'; fullName: string; email: string; phone: string; password: string; secondFactorPhone?: string }>}
 */
export const DEMO_ACCOUNTS = [
  {
    uid: 'demo-admin',
    role: 'admin',
    fullName: 'Alicia Ferguson',
    email: 'alicia.ferguson@example.com',
    phone: '+1 242 555 0193',
    password: DEMO_PASSWORDS['demo-admin'],
    secondFactorPhone: '+12425550193',
  },
  {
    uid: 'demo-owner-marina',
    role: 'client',
    fullName: 'Marina Knowles',
    email: 'marina.knowles@example.com',
    phone: '+1 242 555 0127',
    password: DEMO_PASSWORDS['demo-owner-marina'],
  },
  {
    uid: 'demo-owner-kevin',
    role: 'client',
    fullName: 'Kevin Rolle',
    email: 'kevin.rolle@example.com',
    phone: '+1 242 555 0164',
    password: DEMO_PASSWORDS['demo-owner-kevin'],
  },
];
