import fs from 'node:fs';
import path from 'node:path';
import { COUNTRY_CODES, SYMPTOMS } from '@healthwatch/contracts';
import { loadAreaIndex } from '../src/analytics/areas/area-index';
import type { Database } from '../src/db/database';
import { postalKey } from '../src/geocode/normalise';
import { purgePastPseudonyms } from '../src/rates/retention';
import { seedReports } from './seed';

/**
 * The rate tables as BENCH_RATE_REPORTS reports with a participant and BENCH_RATE_CHECK_INS check-ins
 * would leave them, built in bulk SQL as a migration backfill would: participations spread over the
 * gazetteer's postal keys (skewed towards some, as people are), the last 52 ISO weeks and a pool of
 * participants who come back week after week (each week under another pseudonym, as the API stores
 * them). Returns a sample of area ids with participants, for the requests.
 */
export async function seedRates(db: Database, geodir: string, reports: number, checkIns: number): Promise<string[]> {
  const index = await loadAreaIndex(geodir);
  const keys: { country: string; key: string; areas: string[] }[] = [];
  for (const country of COUNTRY_CODES) {
    let text: string;
    try {
      text = await fs.promises.readFile(path.join(geodir, `${country}.txt`), 'utf8');
    } catch {
      continue;
    }
    const seen = new Set<string>();
    for (const line of text.split('\n')) {
      const code = line.split('\t')[1];
      if (!code) continue;
      const key = postalKey(country, code);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      keys.push({ country, key, areas: [country, ...index.areasOfKey(country, key).map((a) => a.id)] });
    }
  }
  await db.exec(`CREATE TEMP TABLE bench_keys (n int PRIMARY KEY, country text, postal_key text, area_ids text[])`);
  for (let i = 0; i < keys.length; i += 20_000) {
    const part = keys.slice(i, i + 20_000);
    await db.query(
      `INSERT INTO bench_keys SELECT $1::int + o::int - 1, c, k, string_to_array(a, ' ')
       FROM unnest($2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS u(c, k, a, o)`,
      [i, part.map((k) => k.country), part.map((k) => k.key), part.map((k) => k.areas.join(' '))],
    );
  }
  // The symptom reports themselves (the map's and open data's tables, as the other benchmarks seed them).
  await seedReports(db, reports);
  const total = reports + checkIns;
  // Participations: the first `reports` carry a report's two symptoms (classified as the API does), the rest
  // are "I feel fine". Participant p of 400,000 draws week and place from p, so a participant stays put.
  await db.exec(`CREATE TEMP TABLE bench_participations (week_start date, day date, pseudonym bytea,
    country text, postal_key text, area_ids text[], flags int)`);
  for (let done = 0; done < total; done += 200_000) {
    await db.query(
      `INSERT INTO bench_participations
       SELECT w.week_start, w.week_start + (g % 7)::int, substring(sha256(convert_to(p.p || ':' || w.week_start, 'UTF8')) FROM 1 FOR 16),
              k.country, k.postal_key, k.area_ids,
              CASE WHEN g <= $3 THEN case_definition_flags(report_case_definitions(
                ARRAY[($4::text[])[(1 + g % 15)::int], ($4::text[])[(1 + (g % 15 + 1 + (g / 15) % 14) % 15)::int]]))
                   ELSE 0 END
       FROM generate_series($1::bigint + 1, $2::bigint) g
       CROSS JOIN LATERAL (SELECT (g * 2654435761 % 400000)::int AS p) p
       CROSS JOIN LATERAL (SELECT (date_trunc('week', now() AT TIME ZONE 'UTC')::date - 7 * ((g * 40503) % 52)::int) AS week_start) w
       JOIN bench_keys k ON k.n = floor((((p.p::bigint * 7919) % 100000) / 100000.0) ^ 3 * (SELECT count(*) FROM bench_keys))::int`,
      [done, Math.min(done + 200_000, total), reports, [...SYMPTOMS]],
    );
  }
  await db.exec(`
    INSERT INTO rate_week_participants (area_id, week_start, pseudonym, flags)
      SELECT a, week_start, pseudonym, bit_or(flags) FROM bench_participations, unnest(area_ids) a GROUP BY 1, 2, 3;
    INSERT INTO rate_week_areas (area_id, week_start, participants, ili_who, ili_ecdc, cli, dli, age)
      SELECT area_id, week_start, count(*), count(*) FILTER (WHERE flags & 1 <> 0), count(*) FILTER (WHERE flags & 2 <> 0),
             count(*) FILTER (WHERE flags & 4 <> 0), count(*) FILTER (WHERE flags & 8 <> 0), count(*) FILTER (WHERE flags & 16 <> 0)
      FROM rate_week_participants GROUP BY 1, 2;
    INSERT INTO rate_day_participants (country, postal_key, day, pseudonym, flags)
      SELECT country, postal_key, day, pseudonym, bit_or(flags) FROM bench_participations GROUP BY 1, 2, 3, 4;
    INSERT INTO analytics_postal_daily_participants (country, postal_key, day, participants, ili_who, ili_ecdc, cli, dli, age)
      SELECT country, postal_key, day, count(*), count(*) FILTER (WHERE flags & 1 <> 0), count(*) FILTER (WHERE flags & 2 <> 0),
             count(*) FILTER (WHERE flags & 4 <> 0), count(*) FILTER (WHERE flags & 8 <> 0), count(*) FILTER (WHERE flags & 16 <> 0)
      FROM rate_day_participants GROUP BY 1, 2, 3;
    DROP TABLE bench_participations;
    DROP TABLE bench_keys;`);
  // As the API keeps them: only the current week's pseudonyms (rates/retention.ts).
  await purgePastPseudonyms(db, new Date());
  await db.exec('ANALYZE');
  // Areas of every level with participants, for the requests to rotate over.
  const sample = await db.query<{ area_id: string }>(
    `SELECT area_id FROM (SELECT DISTINCT area_id FROM rate_week_areas) a ORDER BY md5(area_id) LIMIT 400`,
  );
  return sample.rows.map((r) => r.area_id);
}
