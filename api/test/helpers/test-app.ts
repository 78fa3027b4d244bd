import path from 'node:path';
import { buildApp, type App, type BuildAppOptions } from '../../src/app';
import type { Database } from '../../src/db/database';
import { createGeocoder, type Geocoder } from '../../src/geocode/geocoder';
import { loadGazetteer } from '../../src/geocode/gazetteer';
import { freshDatabase, type DriverName } from './databases';

export const FIXTURE_GEODATA_DIR = path.resolve(__dirname, '../fixtures/geodata');

let fixtureGeocoder: Promise<Geocoder> | null = null;

/** The geocoder over the hand-written fixture gazetteer (loaded once per test file). */
export function fixtureGeocoderOnce(): Promise<Geocoder> {
  fixtureGeocoder ??= loadGazetteer(FIXTURE_GEODATA_DIR).then(({ indexes, report }) =>
    createGeocoder({ indexes, loadReport: report }),
  );
  return fixtureGeocoder;
}

export interface TestApp {
  app: App;
  db: Database;
  geocoder: Geocoder;
  close(): Promise<void>;
}

/**
 * A ready app on a fresh migrated database of the given driver, with the
 * fixture gazetteer, no logs and no write rate limit unless asked.
 */
export async function createTestApp(
  driver: DriverName,
  overrides: Partial<Omit<BuildAppOptions, 'db'>> = {},
): Promise<TestApp> {
  const { db, dispose } = await freshDatabase(driver);
  const geocoder = overrides.geocoder ?? (await fixtureGeocoderOnce());
  const app = await buildApp({
    writeRateLimit: 0,
    clustersTtlMs: 0,
    ...overrides,
    // Suites send hundreds of bad requests on purpose; the refusal tarpit has its own test.
    connectionLimits: { refusalDelayMaxMs: 0, ...overrides.connectionLimits },
    db,
    geocoder,
  });
  await app.ready();
  return {
    app,
    db,
    geocoder,
    async close() {
      await app.close();
      await dispose();
    },
  };
}

/** A valid POST /api/reports body for the fixture gazetteer. */
export function validReport(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    nickname: 'Asha',
    country: 'IN',
    pinCode: '400001',
    symptoms: ['Fever', 'Cough'],
    illnessType: 'flu',
    severity: 'mild',
    ...overrides,
  };
}
