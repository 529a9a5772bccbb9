export interface GrantUser {
  uid: string;
  email?: string;
  emailVerified: boolean;
}
export type GrantTarget = { email: string } | { uid: string };
export function grantRefusal(user: GrantUser, how: 'email' | 'uid'): string | null;
export function grantTarget(args: readonly string[]): GrantTarget | null;
export function grantAdmin(
  target: GrantTarget,
  options?: { env?: Record<string, string | undefined> },
): Promise<{ uid: string; email: string | undefined; emulated: boolean }>;
