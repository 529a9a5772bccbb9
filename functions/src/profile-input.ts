/**
 * Server-side check of the sign-up profile: the same rules and messages as the web form
 * (src/features/auth/auth-schemas.ts). Pure, so it is unit-tested without an emulator.
 */
export const FULL_NAME_MIN = 2;
export const FULL_NAME_MAX = 100;
export const PHONE_MAX = 20;

export const MESSAGES = {
  fullName: 'Full name must be at least 2 characters',
  fullNameMax: 'Full name must be at most 100 characters',
  phone: 'Phone number must be at most 20 characters',
  shape: 'Expected an object with fullName and optional phone',
} as const;

export interface ProfileInput {
  fullName: string;
  /** null when left empty: the spec stores an optional phone as null. */
  phone: string | null;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

export function checkProfileInput(data: unknown): Checked<ProfileInput> {
  if (typeof data !== 'object' || data === null) return { ok: false, message: MESSAGES.shape };
  const { fullName, phone } = data as Record<string, unknown>;
  if (typeof fullName !== 'string') return { ok: false, message: MESSAGES.fullName };
  const name = fullName.trim();
  if (name.length < FULL_NAME_MIN) return { ok: false, message: MESSAGES.fullName };
  if (name.length > FULL_NAME_MAX) return { ok: false, message: MESSAGES.fullNameMax };
  if (phone !== undefined && phone !== null && typeof phone !== 'string') return { ok: false, message: MESSAGES.phone };
  const tel = typeof phone === 'string' ? phone.trim() : '';
  if (tel.length > PHONE_MAX) return { ok: false, message: MESSAGES.phone };
  return { ok: true, value: { fullName: name, phone: tel === '' ? null : tel } };
}

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
