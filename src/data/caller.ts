/** Who is signed in, as the backend's rules see it: the uid and the role claim the functions set. */
export interface Caller {
  uid: string;
  role: Role;
}

export type Role = 'admin' | 'client';
