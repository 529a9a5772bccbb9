import type { DocumentSchema, TopLevelProperty } from './json-schema';
import { searchAlertsSchema, type SearchAlert } from './search-alert';

/** profiles/{uid}: who a user is. The role is NOT here: it is a custom claim only functions set. */
export interface Profile {
  id: string;
  fullName: string;
  phone: string | null;
  email: string;
  createdAt: string;
  updatedAt: string;
  /** Version 1: the saved searches the user gets emails for (search-alert.ts). */
  searchAlerts: SearchAlert[];
}

export const profileSchema: DocumentSchema<Profile> = {
  title: 'profile',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 128 },
    fullName: { type: 'string', maxLength: 100 },
    phone: { type: ['string', 'null'], maxLength: 20 },
    email: { type: 'string', maxLength: 255 },
    createdAt: { type: 'string', maxLength: 40 },
    updatedAt: { type: 'string', maxLength: 40 },
    searchAlerts: searchAlertsSchema as unknown as TopLevelProperty,
  },
  required: ['id', 'fullName', 'phone', 'email', 'createdAt', 'updatedAt', 'searchAlerts'],
};
