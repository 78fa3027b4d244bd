import type { Database, Queryable } from '../db/database';
import type { DemoReport } from './simulate';

/** Simulated reports stored now (the notice's question; one small table, never symptom_reports). */
export async function countDemoReports(db: Database): Promise<number> {
  const res = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM demo_reports');
  return Number(res.rows[0]!.n);
}

/** Whether any report that is not simulated is stored (demo data goes only into a database without). */
export async function hasRealReports(db: Database): Promise<boolean> {
  const res = await db.query(
    `SELECT 1 FROM symptom_reports r WHERE NOT EXISTS (SELECT 1 FROM demo_reports d WHERE d.report_id = r.id) LIMIT 1`,
  );
  return res.rowCount > 0;
}

const CHUNK = 2000;

/**
 * Stores simulated reports with their own dates and marks them as demo, in one
 * transaction. The history is a bulk load: the created_at stamp (migration
 * 0450) and the per-insert aggregate trigger, whose NOTIFY would push every
 * row to open maps as if it had just arrived, are off inside the transaction
 * only; the aggregates that trigger keeps are rebuilt before the commit, and
 * the others keep themselves up to date through their own insert triggers.
 */
export async function insertDemoReports(db: Database, reports: readonly DemoReport[]): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('ALTER TABLE symptom_reports DISABLE TRIGGER symptom_reports_created_at_now');
    await tx.query('ALTER TABLE symptom_reports DISABLE TRIGGER symptom_reports_after_insert');
    let inserted = 0;
    for (let i = 0; i < reports.length; i += CHUNK) {
      const payload = reports.slice(i, i + CHUNK).map((r) => ({
        country: r.country,
        pin_code: r.pinCode,
        symptoms: r.symptoms,
        illness_type: r.illnessType,
        severity: r.severity,
        created_at: r.createdAt.toISOString(),
        latitude: r.latitude,
        longitude: r.longitude,
        city: r.city,
        state: r.state,
      }));
      const res = await tx.query(
        `WITH added AS (
           INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at, latitude, longitude, city, state)
           SELECT x.country, x.pin_code, x.symptoms, x.illness_type, x.severity, x.created_at, x.latitude, x.longitude, x.city, x.state
           FROM jsonb_to_recordset($1::jsonb) AS x(country text, pin_code text, symptoms text[], illness_type text,
             severity text, created_at timestamptz, latitude float8, longitude float8, city text, state text)
           RETURNING id
         )
         INSERT INTO demo_reports (report_id) SELECT id FROM added`,
        [JSON.stringify(payload)],
      );
      inserted += res.rowCount;
    }
    await tx.query('ALTER TABLE symptom_reports ENABLE TRIGGER symptom_reports_after_insert');
    await tx.query('ALTER TABLE symptom_reports ENABLE TRIGGER symptom_reports_created_at_now');
    await tx.query('SELECT rebuild_report_aggregates()');
    await markDemoLoad(tx);
    return inserted;
  });
}

/**
 * Deletes exactly the simulated reports. The aggregates with delete triggers
 * follow by themselves; the ones kept only on insert (migration 0002/0006) are
 * rebuilt from the reports that remain.
 */
export async function clearDemoReports(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const res = await tx.query('DELETE FROM symptom_reports WHERE id IN (SELECT report_id FROM demo_reports)');
    await tx.query('SELECT rebuild_report_aggregates()');
    await tx.query('DELETE FROM demo_load');
    return res.rowCount;
  });
}

/**
 * Notes the newest push subscription as the demo loads: browsers subscribed until now never hear a demo alert
 * (migration 1202, push/store.ts subscriptionsFor). A second load keeps the first load's mark.
 */
export async function markDemoLoad(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO demo_load (subscriptions_before) SELECT coalesce((SELECT max(id) FROM push_subscriptions), 0)
     ON CONFLICT (one) DO NOTHING`,
  );
}
