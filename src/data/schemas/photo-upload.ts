import type { RxJsonSchema } from 'rxdb';

/**
 * A photo picked on this device that has not reached storage yet. The image itself is the 'file'
 * attachment. Never replicated: the uploader sends the file, then writes its URL into the owning document
 * (a submission's or a boat's photo list) and removes this record.
 */
export interface PhotoUpload {
  id: string;
  ownerCollection: 'submissions' | 'boats';
  ownerId: string;
  contentType: string;
  createdAt: string;
  /** Last upload error, shown to the user; null while none. */
  lastError: string | null;
}

export const photoUploadSchema: RxJsonSchema<PhotoUpload> = {
  title: 'photo upload',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    ownerCollection: { type: 'string', enum: ['submissions', 'boats'] },
    ownerId: { type: 'string', maxLength: 64 },
    contentType: { type: 'string', maxLength: 100 },
    createdAt: { type: 'string', maxLength: 40 },
    lastError: { type: ['string', 'null'], maxLength: 500 },
  },
  required: ['id', 'ownerCollection', 'ownerId', 'contentType', 'createdAt', 'lastError'],
  attachments: { encrypted: false },
};
