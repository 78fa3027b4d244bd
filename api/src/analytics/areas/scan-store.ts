import type { ScanClustersResponse } from '@healthwatch/contracts';
import type { Queryable } from '../../db/database';
import { isoDay } from '@healthwatch/outbreak-engine';
import type { FoundCluster } from './scan-clusters';

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
       areas, observed, expected, p_value, reference_days)
     SELECT * FROM unnest($2::text[], $3::int[], $4::text[], $5::date[], $6::int[], $7::float8[], $8::float8[],
       $9::float8[], $10::int[], $11::jsonb[], $12::int[], $13::float8[], $14::float8[], $15::int[])`,
    [
      countries,
      clusters.map((c) => c.country),
      ranks,
      clusters.map((c) => c.illness),
      clusters.map((c) => isoDay(c.day)),
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
  }>(
    `SELECT illness, to_char(day, 'YYYY-MM-DD') AS day, days, latitude, longitude, radius_km, places, areas, observed,
            expected, p_value, reference_days
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
    })),
  };
}
