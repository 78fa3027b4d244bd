/**
 * Fills the database's postal_places from the gazetteer, for submit_report
 * in Supabase mode (supabase/README.md). Reads GEODATA_SOURCE when set,
 * otherwise GEODATA_DIR (default api/.geodata); writes to DATABASE_URL after
 * applying the migrations. Run it at every deploy that changes the gazetteer.
 * Usage: DATABASE_URL=... npm run geodata:load-db -w @healthwatch/api
 */
import { loadConfig } from '../src/config/env';
import { migrate } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres';
import { loadGazetteer } from '../src/geocode/gazetteer';
import { loadPostalPlaces } from '../src/geocode/postal-places';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('DATABASE_URL is not set');
  const dir = config.geodataSource ?? config.geodataDir;
  const { indexes, report } = await loadGazetteer(dir);
  if (report.countries.length === 0) throw new Error(`no gazetteer in ${dir}: set GEODATA_SOURCE or GEODATA_DIR`);
  const db = await openPostgres({ connectionString: config.databaseUrl, max: 1 });
  try {
    await migrate(db);
    const t0 = performance.now();
    const loaded = await loadPostalPlaces(db, indexes);
    console.log(
      `postal_places: ${loaded.codes} codes of ${loaded.countries.length} countries (${loaded.countries.join(' ')}) in ${Math.round(performance.now() - t0)} ms`,
    );
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
