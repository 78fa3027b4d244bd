import { dayString, type ScanClustersResponse } from '@healthwatch/contracts';
import type { Queryable } from '../../db/database';
import { SCAN_MAXIMA_KEY } from '@healthwatch/outbreak-engine';
import { mostlyDemo, readSources, sourcesOf } from './alarm-tiers';
import type { FoundCluster, KeptMaxima } from './scan-clusters';

/** The clusters with `demo` set from the reports behind each (its postal codes, illness and days), as alerts are. */
export async function withDemo(db: Queryable, clusters: readonly FoundCluster[]): Promise<FoundCluster[]> {
  const sources = await readSources(db, clusters);
  return clusters.map((c) => ({ ...c, demo: mostlyDemo(sourcesOf(sources, new Set(c.keys), c)) }));
}

/** Rows a statement writes at most: the first pass after a new epoch stores a year of days per series. */
const MAXIMA_BATCH = 5_000;

/**
 * The stored class maxima of the epoch's finished days from `oldest` on, made under the engine's current
 * SCAN_MAXIMA_KEY. Rows of another epoch or key are never read, and the next store deletes them.
 */
export async function loadScanMaxima(db: Queryable, epoch: string, oldest: number): Promise<KeptMaxima[]> {
  const rows = await db.query<{ country: string; illness: string; day: number; maxima: number[] }>(
    `SELECT country, illness, day - DATE '1970-01-01' AS day, maxima FROM analytics_scan_maxima
      WHERE epoch = $1 AND settings = $2 AND day >= $3::date`,
    [epoch, SCAN_MAXIMA_KEY, dayString(oldest)],
  );
  return rows.rows.map((r) => ({
    country: r.country,
    illness: r.illness,
    day: r.day,
    maxima: Float64Array.from(r.maxima, Number),
  }));
}

/**
 * Stores a pass's newly scanned days and deletes what no scan will read again: other epochs (past counts
 * changed), other settings, and days before `oldest`. Several processes may store the same day: they scanned the
 * same counts, so the last write is as good as the first.
 */
export async function storeScanMaxima(
  db: Queryable,
  epoch: string,
  oldest: number,
  kept: readonly KeptMaxima[],
): Promise<void> {
  await db.query('DELETE FROM analytics_scan_maxima WHERE epoch <> $1 OR settings <> $2 OR day < $3::date', [
    epoch,
    SCAN_MAXIMA_KEY,
    dayString(oldest),
  ]);
  for (let i = 0; i < kept.length; i += MAXIMA_BATCH) {
    const batch = kept.slice(i, i + MAXIMA_BATCH);
    // Each day's maxima as an array literal: unnest would flatten a two-dimensional array parameter. JavaScript
    // and PostgreSQL both print a float8 in its shortest exact form, so the values come back bit for bit.
    await db.query(
      `INSERT INTO analytics_scan_maxima (country, illness, day, epoch, settings, maxima)
       SELECT country, illness, day, $5, $6, maxima::float8[]
         FROM unnest($1::text[], $2::text[], $3::date[], $4::text[]) AS u(country, illness, day, maxima)
       ON CONFLICT (country, illness, day) DO UPDATE
         SET epoch = excluded.epoch, settings = excluded.settings, maxima = excluded.maxima`,
      [
        batch.map((k) => k.country),
        batch.map((k) => k.illness),
        batch.map((k) => dayString(k.day)),
        batch.map((k) => `{${Array.from(k.maxima).join(',')}}`),
        epoch,
        SCAN_MAXIMA_KEY,
      ],
    );
  }
}

/**
 * Replaces the scanned countries' clusters with a pass's, in one statement, so a reader sees the last pass or
 * this one, never neither; and records when each was scanned.
 */
export async function storeScan(
  db: Queryable,
  countries: readonly string[],
  clusters: readonly FoundCluster[],
  at: Date,
): Promise<void> {
  const rank = new Map<string, number>();
  const ranks = clusters.map((c) => {
    const r = rank.get(c.country) ?? 0;
    rank.set(c.country, r + 1);
    return r;
  });
  await db.query(
    `WITH gone AS (DELETE FROM analytics_scan_clusters WHERE country = ANY($1::text[]))
     INSERT INTO analytics_scan_clusters (country, rank, illness, day, days, latitude, longitude, radius_km, places,
       areas, observed, expected, p_value, reference_days, demo)
     SELECT * FROM unnest($2::text[], $3::int[], $4::text[], $5::date[], $6::int[], $7::float8[], $8::float8[],
       $9::float8[], $10::int[], $11::jsonb[], $12::int[], $13::float8[], $14::float8[], $15::int[], $16::bool[])`,
    [
      countries,
      clusters.map((c) => c.country),
      ranks,
      clusters.map((c) => c.illness),
      clusters.map((c) => dayString(c.day)),
      clusters.map((c) => c.days),
      clusters.map((c) => c.latitude),
      clusters.map((c) => c.longitude),
      clusters.map((c) => c.radiusKm),
      clusters.map((c) => c.places),
      clusters.map((c) => JSON.stringify(c.areas)),
      clusters.map((c) => c.observed),
      clusters.map((c) => c.expected),
      clusters.map((c) => c.pValue),
      clusters.map((c) => c.referenceDays),
      clusters.map((c) => c.demo === true),
    ],
  );
  await db.query(
    `INSERT INTO analytics_scan_passes (country, scanned_at) SELECT unnest($1::text[]), $2::timestamptz
     ON CONFLICT (country) DO UPDATE SET scanned_at = excluded.scanned_at`,
    [countries, at.toISOString()],
  );
}

/** A country's current clusters, strongest first, and when it was last scanned. */
export async function readScanClusters(db: Queryable, country: string, limit: number): Promise<ScanClustersResponse> {
  const pass = await db.query<{ scanned_at: Date | string }>(
    'SELECT scanned_at FROM analytics_scan_passes WHERE country = $1',
    [country],
  );
  const rows = await db.query<{
    illness: string;
    day: string;
    days: number;
    latitude: number;
    longitude: number;
    radius_km: number;
    places: number;
    areas: ScanClustersResponse['data'][number]['areas'];
    observed: number;
    expected: number;
    p_value: number;
    reference_days: number;
    demo: boolean;
  }>(
    `SELECT illness, to_char(day, 'YYYY-MM-DD') AS day, days, latitude, longitude, radius_km, places, areas, observed,
            expected, p_value, reference_days, demo
       FROM analytics_scan_clusters WHERE country = $1 ORDER BY rank LIMIT $2`,
    [country, limit],
  );
  const at = pass.rows[0]?.scanned_at;
  return {
    country,
    scannedAt: at === undefined ? null : new Date(at).toISOString(),
    data: rows.rows.map((r) => ({
      country,
      illness: r.illness,
      day: r.day,
      days: Number(r.days),
      latitude: Number(r.latitude),
      longitude: Number(r.longitude),
      radiusKm: Math.round(Number(r.radius_km) * 10) / 10,
      places: Number(r.places),
      areas: r.areas,
      observed: Number(r.observed),
      expected: Number(r.expected),
      pValue: Number(r.p_value),
      referenceDays: Number(r.reference_days),
      tier: 'watch' as const,
      ...(r.demo ? { demo: true } : {}),
    })),
  };
}
