/** Pure checks of what callers send the role callable (the sign-up's own rules are the domain's account-request.ts). */

export interface ProfileInput {
  fullName: string;
  /** null when left empty: the spec stores an optional phone as null. */
  phone: string | null;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

export const ROLES = ['admin', 'client'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export interface RoleRequest {
  uid: string;
  role: Role;
}

export function checkRoleRequest(data: unknown): Checked<RoleRequest> {
  if (typeof data !== 'object' || data === null) return { ok: false, message: 'Expected an object with uid and role' };
  const { uid, role } = data as Record<string, unknown>;
  if (typeof uid !== 'string' || uid.trim() === '' || uid.length > 128) {
    return { ok: false, message: 'uid must be a non-empty user id (at most 128 characters)' };
  }
  if (!isRole(role)) return { ok: false, message: `role must be one of: ${ROLES.join(', ')}` };
  return { ok: true, value: { uid, role } };
}

/** Custom claims with the role set, keeping any other claims the user already has. */
export function withRole(claims: Record<string, unknown> | undefined | null, role: Role): Record<string, unknown> {
  return { ...(claims ?? {}), role };
}
