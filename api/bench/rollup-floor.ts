import type { Database } from '../src/db/database';

/** Every trigger on symptom_reports but the created_at stamp (0450), which any insert pays: the rollups' floor. */
export async function disableRollupTriggers(db: Database): Promise<void> {
  const triggers = await db.query<{ tgname: string }>(
    `SELECT tgname FROM pg_trigger WHERE tgrelid = 'symptom_reports'::regclass AND NOT tgisinternal
       AND tgname <> 'symptom_reports_created_at_now'`,
  );
  for (const t of triggers.rows) await db.exec(`ALTER TABLE symptom_reports DISABLE TRIGGER ${t.tgname}`);
}
