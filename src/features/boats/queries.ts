import { map } from 'rxjs';
import { useLiveQuery } from '@/data/use-live-query';
import type { Boat } from '@/data/schemas/boat';
import type { Inquiry } from '@/data/schemas/inquiry';

/** Every active boat on the device, live: admin changes and replication show up without a reload. */
export function useActiveBoats() {
  return useLiveQuery(
    (db) => db.boats.find({ selector: { status: 'active' } }).$.pipe(map((docs) => docs.map((d) => d.toJSON() as Boat))),
    [],
  );
}

/** One active boat by id, live; null when there is no such active boat. */
export function useActiveBoat(id: string) {
  return useLiveQuery(
    (db) =>
      db.boats
        .findOne({ selector: { id, status: 'active' } })
        .$.pipe(map((doc) => (doc ? (doc.toJSON() as Boat) : null))),
    [id],
  );
}

/** What this device's visitor sent about a boat, newest first. */
export function useMyBoatInquiries(boatId: string) {
  return useLiveQuery(
    (db) =>
      db.inquiries.find({ selector: { boatId } }).$.pipe(
        map((docs) =>
          docs
            .map((d) => d.toJSON() as Inquiry)
            .filter((i) => i.inquiryType === 'boat')
            .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0)),
        ),
      ),
    [boatId],
  );
}
