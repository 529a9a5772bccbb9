/** Deletes IndexedDB databases; a deletion blocked by a connection still open elsewhere completes once it closes. */
export async function deleteDatabases(names: readonly string[]): Promise<void> {
  await Promise.all(
    names.map(
      (name) =>
        new Promise<void>((resolve) => {
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = request.onerror = request.onblocked = () => resolve();
        }),
    ),
  );
}

/** The names of this origin's IndexedDB databases; null where the browser cannot list them. */
export async function databaseNames(): Promise<(string | undefined)[] | null> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return null;
  return (await indexedDB.databases()).map((d) => d.name);
}
