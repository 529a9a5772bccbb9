import type { RxJsonSchema } from 'rxdb';

/** profiles/{uid}: who a user is. The role is NOT here: it is a custom claim only functions set. */
export interface Profile {
  id: string;
  fullName: string;
  phone: string | null;
  email: string;
  createdAt: string;
  updatedAt: string;
}

export const profileSchema: RxJsonSchema<Profile> = {
  title: 'profile',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 128 },
    fullName: { type: 'string', maxLength: 100 },
    phone: { type: ['string', 'null'], maxLength: 20 },
    email: { type: 'string', maxLength: 255 },
    createdAt: { type: 'string', maxLength: 40 },
    updatedAt: { type: 'string', maxLength: 40 },
  },
  required: ['id', 'fullName', 'phone', 'email', 'createdAt', 'updatedAt'],
};
