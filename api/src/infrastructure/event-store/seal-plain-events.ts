import type { Database } from 'better-sqlite3';
import { PERSONAL_FIELDS, type KeyStore } from '@gp/shared/server';
import { plainPersonalFields, sealPersonalFields } from './sealing-event-store';

/** What the migration found (a dry run) or changed: events, and fields by `Type.field`. */
export interface SealingReport {
  dryRun: boolean;
  events: number;
  fields: Record<string, number>;
}

interface Row {
  position: number;
  type: string;
  data: string;
}

/**
 * Seals the personal fields of events written before sealing existed, in the embedded log: every
 * such event's data is rewritten in one transaction (positions, revisions, ids and metadata stay),
 * then the WAL is checkpointed and the file vacuumed, so no freed page still holds the plain text.
 * A dry run reads and counts, and writes nothing (no key is made either). Run it with the server
 * stopped, like a rebuild; a second run finds nothing to do.
 */
export async function sealPlainEventsInSqlite(
  db: Database,
  keys: KeyStore,
  { dryRun }: { dryRun: boolean },
): Promise<SealingReport> {
  const types = Object.keys(PERSONAL_FIELDS);
  const rows = db
    .prepare(`SELECT position, type, data FROM event_log WHERE type IN (${types.map(() => '?').join(', ')})`)
    .all(...types) as Row[];
  const report: SealingReport = { dryRun, events: 0, fields: {} };
  const updates: { position: number; data: string }[] = [];
  for (const row of rows) {
    const data = JSON.parse(row.data) as unknown;
    const plain = plainPersonalFields(row.type, data);
    if (plain.length === 0) continue;
    report.events += 1;
    for (const field of plain) report.fields[`${row.type}.${field}`] = (report.fields[`${row.type}.${field}`] ?? 0) + 1;
    if (!dryRun)
      updates.push({ position: row.position, data: JSON.stringify(await sealPersonalFields(keys, row.type, data)) });
  }
  if (updates.length > 0) {
    const update = db.prepare('UPDATE event_log SET data = @data WHERE position = @position');
    db.transaction(() => {
      for (const each of updates) update.run(each);
    })();
    // The old text sits in the WAL until a checkpoint, then in freed pages until a vacuum, whose
    // rebuilt pages go through the WAL once more.
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.exec('VACUUM');
    db.pragma('wal_checkpoint(TRUNCATE)');
  }
  return report;
}
