export declare const DEMO_PASSWORDS: Record<'demo-admin' | 'demo-owner-marina' | 'demo-owner-kevin', string>;
export declare const DEMO_ACCOUNTS: ReadonlyArray<{
  uid: string;
  role: 'admin' | 'client';
  fullName: string;
  email: string;
  phone: string;
  password: string;
  secondFactorPhone?: string;
}>;
