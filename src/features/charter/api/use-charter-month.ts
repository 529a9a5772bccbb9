import { useEffect } from 'react';
import { useLiveQuery } from '@/data/query/use-live-query';
import { charterMonthCopyOf } from '@/data/charter/charter-months';
import { watchCharterMonth } from '@/data/charter/charter-watches';
import { visitorRecordId, type CharterMonthCopy } from '@harbour/domain/schemas/visitor-record';
import type { CharterMonth } from '@harbour/domain/charter/charter-month';

/**
 * #33: a month of the charter calendar, as this device last heard it (null until the server first said it), kept live
 * from the server while shown.
 */
export function useCharterMonth(month: CharterMonth): { copy: CharterMonthCopy | null; loading: boolean } {
  useEffect(() => watchCharterMonth(month), [month]);
  const result = useLiveQuery(
    (db, { map }) =>
      db.visitorRecords.findOne(visitorRecordId('charterMonth', month)).$.pipe(map((doc) => charterMonthCopyOf(doc))),
    [month],
  );
  return { copy: result.status === 'ready' ? result.data : null, loading: result.status !== 'ready' };
}
