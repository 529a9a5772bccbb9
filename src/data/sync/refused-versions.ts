/**
 * The versions of documents the backend's rules refused, for one replication: the push reports them as delivered so
 * the queue moves on, and the acknowledgement of a sent document skips them, so they are never recorded as synced.
 * The replication (firebase/firestore-sync.ts) keeps them.
 */
export class RefusedVersions {
  private readonly keys = new Set<string>();

  private static key(doc: { id: string; updatedAt?: string | null }): string {
    return `${doc.id}@${doc.updatedAt ?? ''}`;
  }

  add(doc: { id: string; updatedAt?: string | null }): void {
    this.keys.add(RefusedVersions.key(doc));
  }

  has(doc: { id: string; updatedAt?: string | null }): boolean {
    return this.keys.has(RefusedVersions.key(doc));
  }
}
