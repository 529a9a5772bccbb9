import { createHash } from 'node:crypto';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { business } from '@harbour/domain/business';
import {
  accountRequestAllowed,
  accountStateOf,
  finishSignUpUrl,
  readAccountRequest,
  resetPasswordUrl,
  type AccountState,
} from '@harbour/domain/accounts/account-request';
import { alreadyRegisteredMail, finishSignUpMail } from './account-mail';
import { MAIL, isAlreadyThere, mailExpireAt } from './mail';
import { isoFromAuthTime, saveClientProfile } from './profiles';
import { ensureDefaultRole } from './roles';

/**
 * accountRequests/{id}: a sign-up waiting for the trigger (name, address, phone). The callable only records it, the
 * same way for every address, so neither its answer nor its time tells whether the address has an account; the
 * trigger does the rest and deletes it.
 */
export const ACCOUNT_REQUESTS = 'accountRequests';
/** accountRequestLimits/{sha256(address)}: { sentAt: ms[], expireAt }: when the address was last emailed. */
export const ACCOUNT_REQUEST_LIMITS = 'accountRequestLimits';
/** accountRequestHours/{YYYY-MM-DDTHH}: { count, expireAt }: the hour's account emails, all addresses. */
export const ACCOUNT_REQUEST_HOURS = 'accountRequestHours';
/**
 * The most account emails in one clock hour (UTC): a script typing many addresses cannot make the site a spam relay
 * or spend the mail quota. A busy hour of real sign-ups is a handful.
 */
export const ACCOUNT_REQUESTS_PER_HOUR = 60;

const DAY_MS = 24 * 60 * 60 * 1000;
const addressKey = (email: string) => createHash('sha256').update(email).digest('hex');

/**
 * Records a checked request, unless the address was emailed moments ago (or too often today), or the hour's emails
 * are spent: then nothing is written. Either way the caller is told the same.
 */
export async function recordAccountRequest(db: Firestore, data: unknown, now: Date): Promise<'recorded' | 'limited'> {
  const checked = readAccountRequest(data);
  if (!checked.ok) throw new Error(checked.message);
  const { email, fullName, phone } = checked.value;
  const limitRef = db.collection(ACCOUNT_REQUEST_LIMITS).doc(addressKey(email));
  const hourRef = db.collection(ACCOUNT_REQUEST_HOURS).doc(now.toISOString().slice(0, 13));
  return db.runTransaction(async (tx) => {
    const [limit, hour] = await Promise.all([tx.get(limitRef), tx.get(hourRef)]);
    const sentAt = limit.get('sentAt');
    const { allowed, keep } = accountRequestAllowed(Array.isArray(sentAt) ? sentAt : [], now.getTime());
    const count = Number(hour.get('count') ?? 0) || 0;
    if (!allowed || count >= ACCOUNT_REQUESTS_PER_HOUR) return 'limited';
    const expireAt = new Date(now.getTime() + DAY_MS);
    tx.set(limitRef, { sentAt: keep, expireAt });
    tx.set(hourRef, { count: count + 1, expireAt });
    // Stored as the form sends it, so the trigger reads it with the same rule.
    tx.create(db.collection(ACCOUNT_REQUESTS).doc(), {
      fullName,
      email,
      phone: phone ?? '',
      at: now.toISOString(),
      expireAt,
    });
    return 'recorded';
  });
}

const isNotFound = (error: unknown) => (error as { code?: string } | null)?.code === 'auth/user-not-found';
const isTaken = (error: unknown) => (error as { code?: string } | null)?.code === 'auth/email-already-exists';

async function userByEmail(auth: Auth, email: string): Promise<UserRecord | null> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** A new account has no password: it cannot sign in until its owner chooses one through the emailed link. */
async function createOrFind(auth: Auth, email: string, fullName: string): Promise<UserRecord> {
  try {
    return await auth.createUser({ email, displayName: fullName, emailVerified: false });
  } catch (error) {
    // Two requests for one address at once: the other made it.
    if (!isTaken(error)) throw error;
    return auth.getUserByEmail(email);
  }
}

/** The code of the password reset link Firebase made (the site builds its own link to /auth with it). */
export function oobCodeOf(link: string): string {
  const code = new URL(link).searchParams.get('oobCode');
  if (!code) throw new Error('The password reset link has no code');
  return code;
}

/**
 * The trigger's work for one request: the account made (or found), its profile and role for a new or unfinished one,
 * and one email. A request stored wrong (not through the callable) is dropped. Run again (a retried trigger), it
 * writes the same email id, so only one goes.
 */
export async function handleAccountRequest(
  db: Firestore,
  auth: Auth,
  id: string,
  data: unknown,
  now: Date,
): Promise<AccountState | 'dropped'> {
  const ref = db.collection(ACCOUNT_REQUESTS).doc(id);
  const checked = readAccountRequest(data);
  if (!checked.ok) {
    await ref.delete();
    return 'dropped';
  }
  const { email, fullName, phone } = checked.value;
  let user = await userByEmail(auth, email);
  let state = accountStateOf(user);
  if (state === 'new') {
    user = await createOrFind(auth, email, fullName);
    // Another request made it meanwhile and its owner may even have finished it.
    state = accountStateOf(user) === 'known' ? 'known' : 'new';
  }
  if (state !== 'known') {
    const created = { email, createdAt: isoFromAuthTime(user!.metadata.creationTime, now) };
    await saveClientProfile(db, user!.uid, created, { fullName, phone }, now);
    await ensureDefaultRole(auth, user!.uid);
  }
  const code = oobCodeOf(await auth.generatePasswordResetLink(email));
  const { siteUrl, productName: businessName } = business;
  const mail =
    state === 'known'
      ? alreadyRegisteredMail({
          to: email,
          link: resetPasswordUrl(siteUrl, code),
          loginUrl: `${siteUrl}/auth`,
          businessName,
        })
      : finishSignUpMail({ to: email, link: finishSignUpUrl(siteUrl, code), businessName });
  try {
    await db
      .collection(MAIL)
      .doc(`accountRequest-${id}`)
      .create({ ...mail, kind: 'accountRequest', createdAt: now.toISOString(), expireAt: mailExpireAt(now) });
  } catch (error) {
    if (!isAlreadyThere(error)) throw error;
  }
  await ref.delete();
  return state;
}
