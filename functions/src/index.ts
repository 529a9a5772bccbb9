import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import * as functionsV1 from 'firebase-functions/v1';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { checkProfileInput, checkRoleRequest } from './profile-input';
import { isoFromAuthTime, saveClientProfile, writeNewUserProfile } from './profiles';
import { ensureDefaultRole, setRole } from './roles';

initializeApp();

/** Every new account gets role 'client' and a profiles/{uid} document. */
export const onUserCreated = functionsV1.auth.user().onCreate(async (user) => {
  await ensureDefaultRole(getAuth(), user.uid);
  await writeNewUserProfile(getFirestore(), user.uid, {
    email: user.email ?? '',
    createdAt: isoFromAuthTime(user.metadata.creationTime),
    displayName: user.displayName ?? null,
  });
  logger.info('New account set up', { uid: user.uid });
});

/** Called by the web app right after sign-up with the form's full name and phone. */
export const saveProfile = onCall(async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'You must be logged in');
  const checked = checkProfileInput(request.data);
  if (!checked.ok) throw new HttpsError('invalid-argument', checked.message);
  const user = await getAuth().getUser(request.auth.uid);
  const fields = { email: user.email ?? '', createdAt: isoFromAuthTime(user.metadata.creationTime) };
  await saveClientProfile(getFirestore(), request.auth.uid, fields, checked.value);
  return { ok: true };
});

/** Admins change a user's role. */
export const setUserRole = onCall(async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'You must be logged in');
  if (request.auth.token.role !== 'admin') throw new HttpsError('permission-denied', 'Only admins can change roles');
  const checked = checkRoleRequest(request.data);
  if (!checked.ok) throw new HttpsError('invalid-argument', checked.message);
  try {
    await setRole(getAuth(), checked.value.uid, checked.value.role);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') throw new HttpsError('not-found', 'No user with that uid');
    throw error;
  }
  return { uid: checked.value.uid, role: checked.value.role };
});
