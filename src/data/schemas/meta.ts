import type { RxJsonSchema } from 'rxdb';

/** Small device-local facts about the database itself (which seed version it holds, the visitor id, ...). */
export interface MetaEntry {
  id: string;
  value: string;
}

export const metaSchema: RxJsonSchema<MetaEntry> = {
  title: 'meta',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: { id: { type: 'string', maxLength: 64 }, value: { type: 'string', maxLength: 2000 } },
  required: ['id', 'value'],
};
