import type { CountryCode } from '@healthwatch/contracts';
import type { Database } from '../db/database';
import type { CountryIndex } from './gazetteer';

/** Rows per INSERT: arrays of this many values stay far below any message limit. */
const CHUNK = 5000;

export interface PostalPlacesReport {
  countries: CountryCode[];
  codes: number;
}

/**
 * Replaces the database's postal_places (migration 0500) with the loaded
 * gazetteer, in one transaction: submit_report geocodes from this table in
 * Supabase mode. The keys are the API's own (postalKey), so both modes place
 * a code alike. Countries absent from indexes are emptied too.
 */
export async function loadPostalPlaces(
  db: Database,
  indexes: Map<CountryCode, CountryIndex>,
): Promise<PostalPlacesReport> {
  let codes = 0;
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM postal_places');
    for (const [country, index] of indexes) {
      const entries = [...index.byKey.entries()];
      for (let i = 0; i < entries.length; i += CHUNK) {
        const chunk = entries.slice(i, i + CHUNK);
        await tx.query(
          `INSERT INTO postal_places (country, postal_key, postal_code, city, state, latitude, longitude)
           SELECT $1, k, c, ci, st, la, lo
           FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::float8[], $7::float8[]) AS u(k, c, ci, st, la, lo)`,
          [
            country,
            chunk.map(([key]) => key),
            chunk.map(([, e]) => e.code),
            chunk.map(([, e]) => e.city),
            chunk.map(([, e]) => e.state),
            chunk.map(([, e]) => e.latitude),
            chunk.map(([, e]) => e.longitude),
          ],
        );
      }
      codes += entries.length;
    }
  });
  return { countries: [...indexes.keys()], codes };
}
