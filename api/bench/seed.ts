import { ILLNESS_TYPES, SEVERITIES, SYMPTOMS } from '@healthwatch/contracts';
import type { Database } from '../src/db/database';

/**
 * Bulk reports straight in SQL (generate_series), as a bulk import would be
 * done: the aggregate trigger off during the load, then one rebuild of the
 * aggregates (rebuild_report_aggregates()). Reports spread over 10,000 fixed
 * places around the world (a postal-centroid-like distribution: reports
 * come from places, not from random points), over the last 90 days, every
 * report different (illness, severity and two of the 15 symptoms vary
 * independently of the place).
 */
export async function seedReports(db: Database, total: number, chunk = 100_000): Promise<void> {
  await db.exec(`
    CREATE TEMP TABLE IF NOT EXISTS bench_places AS
      SELECT g AS n,
             round((asin(2 * random() - 1) * 180 / pi() * 0.8)::numeric, 4)::float8 AS lat,
             round((random() * 360 - 180)::numeric, 4)::float8 AS lon
      FROM generate_series(0, 9999) g;
  `);
  await db.exec('ALTER TABLE symptom_reports DISABLE TRIGGER symptom_reports_after_insert');
  // Seeded history keeps its dates (the stamp of migration 0450 would set them all to now).
  await db.exec('ALTER TABLE symptom_reports DISABLE TRIGGER symptom_reports_created_at_now');
  for (let done = 0; done < total; done += chunk) {
    const n = Math.min(chunk, total - done);
    await db.query(
      `INSERT INTO symptom_reports (country, pin_code, symptoms, illness_type, severity, created_at, latitude, longitude)
       SELECT (ARRAY['IN','US','CA','GB','AU','DE','FR','JP','BR','MX','IT','ES','NL','SE','NO'])[(1 + g % 15)::int],
              lpad((g % 100000)::text, 6, '0'),
              -- Two different symptoms of the 15.
              ARRAY[($3::text[])[(1 + g % 15)::int], ($3::text[])[(1 + (g % 15 + 1 + (g / 15) % 14) % 15)::int]],
              ($4::text[])[(1 + (g / 7) % 8)::int],
              ($5::text[])[(1 + (g / 5) % 3)::int],
              -- A permutation of the 90 days' seconds (7793 is prime to 7,776,000): reports spread over all 90 days.
              now() - make_interval(secs => (g * 7793 % 7776000)::int),
              p.lat, p.lon
       FROM generate_series($2::bigint + 1, $2::bigint + $1::int) g
       JOIN bench_places p ON p.n = g * 7919 % 10000`,
      [n, done, [...SYMPTOMS], [...ILLNESS_TYPES], [...SEVERITIES]],
    );
  }
  await db.exec('ALTER TABLE symptom_reports ENABLE TRIGGER symptom_reports_after_insert');
  await db.exec('ALTER TABLE symptom_reports ENABLE TRIGGER symptom_reports_created_at_now');
  await db.query('SELECT rebuild_report_aggregates()');
  await db.exec('ANALYZE');
}
