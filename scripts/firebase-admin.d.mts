export declare function loadAdmin(): {
  app: typeof import('../functions/node_modules/firebase-admin/lib/app/index');
  auth: typeof import('../functions/node_modules/firebase-admin/lib/auth/index');
  firestore: typeof import('../functions/node_modules/firebase-admin/lib/firestore/index');
};
