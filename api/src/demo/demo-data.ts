import type { Database } from '../db/database';
import { loadGazetteer } from '../geocode/gazetteer';
import { createGeocoder } from '../geocode/geocoder';
import { chooseDemoPlaces } from './demo-places';
import { clearDemoReports, countDemoReports, hasRealReports, insertDemoReports } from './demo-store';
import { DEMO_DAYS, demoOutbreaks, simulateDemoReports } from './simulate';

export class DemoDataRefused extends Error {
  override readonly name = 'DemoDataRefused';
}

export interface DemoFillResult {
  reports: number;
  places: number;
  countries: number;
  days: number;
  outbreaks: string[];
}

/**
 * Fills a database that holds no reports with ~120 days of simulated ones,
 * from real postal codes of the gazetteer in `geodataDir`. Refuses a database
 * with real reports (demo data is never mixed into real data) or with demo
 * data already.
 */
export async function fillDemoData(
  db: Database,
  geodataDir: string,
  options: { now?: Date; days?: number; seed?: number } = {},
): Promise<DemoFillResult> {
  if ((await countDemoReports(db)) > 0) {
    throw new DemoDataRefused('Demo data is already stored; `npm run demo -- --clear` removes it first.');
  }
  if (await hasRealReports(db)) {
    throw new DemoDataRefused('The database holds real reports; demo data goes only into an empty one.');
  }
  const { indexes, report } = await loadGazetteer(geodataDir);
  if (report.countries.length === 0) {
    throw new DemoDataRefused(`No postal gazetteer in ${geodataDir}: run \`npm run geodata -w api\` once.`);
  }
  const places = chooseDemoPlaces(indexes, createGeocoder({ indexes, loadReport: report }));
  const largestGb = places.find((p) => p.country === 'GB')?.city ?? null;
  const outbreaks = demoOutbreaks(largestGb);
  const reports = simulateDemoReports(places, {
    now: options.now ?? new Date(),
    outbreaks,
    ...(options.days !== undefined ? { days: options.days } : {}),
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
  });
  const inserted = await insertDemoReports(db, reports);
  return {
    reports: inserted,
    places: places.length,
    countries: new Set(places.map((p) => p.country)).size,
    days: options.days ?? DEMO_DAYS,
    outbreaks: outbreaks.map((o) => o.name),
  };
}

export { clearDemoReports, countDemoReports };
