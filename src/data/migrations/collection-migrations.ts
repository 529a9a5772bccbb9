import {
  INTERNAL_CONTEXT_COLLECTION,
  addRxPlugin,
  getPreviousVersions,
  getPrimaryKeyOfInternalDocument,
  type MigrationStrategies,
  type RxCollectionCreator,
  type RxDatabase,
  type RxJsonSchema,
} from 'rxdb';
import type { DocumentSchema } from '@harbour/domain/schemas/json-schema';
import { SCHEMA_STEPS } from './schema-steps';

/**
 * What happens to a collection's documents on a device that holds them when its schema version goes up:
 * - 'refetch': a cache of the server's data (the public boats and posts): dropped, and its pull-only replication
 *   starts over (replicationIdentifierOf), so the device re-reads it; invisible to the visitor;
 * - 'migrate': the device's own data and changes not yet synced: every document goes through SCHEMA_STEPS; RxDB
 *   migrates the replication's state with it, so a pending change is still sent afterwards.
 */
export type MigrationPolicy = 'refetch' | 'migrate';

export interface CollectionSpec {
  schema: RxJsonSchema<unknown>;
  migration: MigrationPolicy;
  conflictHandler?: RxCollectionCreator['conflictHandler'];
}

/**
 * A document schema of @harbour/domain as RxDB types a collection's: the same object. The package writes RxDB's
 * schema format but types it without RxDB (schemas/json-schema.ts), a subset of RxJsonSchema.
 */
export function rxSchema<T>(schema: DocumentSchema<T>): RxJsonSchema<unknown> {
  const typed: RxJsonSchema<T> = schema;
  return typed as RxJsonSchema<unknown>;
}

/** Pure: RxDB's strategies for a collection; throws, naming the version, when a 'migrate' collection lacks a step. */
export function migrationStrategiesOf(
  name: string,
  spec: CollectionSpec,
  steps: Record<string, MigrationStrategies> = SCHEMA_STEPS,
): MigrationStrategies {
  const strategies: MigrationStrategies = {};
  for (let version = 1; version <= spec.schema.version; version++) {
    if (spec.migration === 'refetch') {
      strategies[version] = () => null;
      continue;
    }
    const step = steps[name]?.[version];
    if (!step)
      throw new Error(
        `Schema of '${name}' is version ${spec.schema.version}: SCHEMA_STEPS.${name} has no step to version ${version}`,
      );
    strategies[version] = step;
  }
  return strategies;
}

/** Pure: the internal-store ids under which RxDB records a collection created with an older version of its schema. */
export function olderVersionIds(name: string, schema: RxJsonSchema<unknown>): string[] {
  return getPreviousVersions(schema).map((version) =>
    getPrimaryKeyOfInternalDocument(`${name}-${version}`, INTERNAL_CONTEXT_COLLECTION),
  );
}

let pluginAdded: Promise<void> | null = null;

/**
 * The collection creators for `db`, ready for addCollections. RxDB's migration plugin is loaded only when this device
 * holds a collection written under an older schema version (a rare start after an update), so a first visit does not
 * download it; those collections are migrated as they open.
 */
export async function prepareCollections(
  db: Pick<RxDatabase, 'internalStore'>,
  specs: Record<string, CollectionSpec>,
  steps: Record<string, MigrationStrategies> = SCHEMA_STEPS,
): Promise<Record<string, RxCollectionCreator>> {
  const older = Object.entries(specs).flatMap(([name, { schema }]) =>
    olderVersionIds(name, schema).map((id) => ({ id, name })),
  );
  const found =
    older.length === 0
      ? []
      : await db.internalStore.findDocumentsById(
          older.map((o) => o.id),
          false,
        );
  const stale = new Set(older.filter((o) => found.some((doc) => doc.id === o.id)).map((o) => o.name));
  if (stale.size > 0) {
    pluginAdded ??= import('rxdb/plugins/migration-schema').then(({ RxDBMigrationSchemaPlugin }) =>
      addRxPlugin(RxDBMigrationSchemaPlugin),
    );
    await pluginAdded;
  }
  return Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => [
      name,
      {
        schema: spec.schema,
        ...(spec.conflictHandler ? { conflictHandler: spec.conflictHandler } : {}),
        migrationStrategies: migrationStrategiesOf(name, spec, steps),
        autoMigrate: stale.has(name),
      },
    ]),
  );
}

/**
 * Pure: a replication's identifier (where RxDB keeps its checkpoint). A pull-only replication gets a new one with each
 * schema version, so after a schema change it reads everything again (what 'refetch' dropped, fields a step could not
 * know); one that pushes keeps its identifier, so changes not yet sent stay pending.
 */
export function replicationIdentifierOf(base: string, pushes: boolean, schemaVersion: number): string {
  return pushes || schemaVersion === 0 ? base : `${base}-v${schemaVersion}`;
}
