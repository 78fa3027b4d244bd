import type { FastifyBaseLogger } from 'fastify';
import { copyGeodata } from './geodata-dir';
import { loadGazetteer } from './gazetteer';
import { createGeocoder, type Geocoder } from './geocoder';
import { createNominatimClient } from './nominatim';

/** Fills GEODATA_DIR from GEODATA_SOURCE when empty, loads it, adds the optional Nominatim fallback. */
export async function setupGeocoder(
  options: { geodataDir: string; geodataSource?: string | undefined; nominatimUrl?: string | undefined },
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<Geocoder> {
  if (options.geodataSource) {
    const copied = await copyGeodata(options.geodataSource, options.geodataDir);
    if (copied > 0) log.info({ copied }, 'gazetteer files copied from GEODATA_SOURCE');
  }
  const { indexes, report } = await loadGazetteer(options.geodataDir);
  if (report.countries.length === 0) {
    log.warn('no gazetteer in GEODATA_DIR: run `npm run geodata -w api` or set GEODATA_SOURCE');
  } else {
    log.info(report, 'gazetteer loaded');
  }
  const nominatim = options.nominatimUrl ? createNominatimClient(options.nominatimUrl) : null;
  return createGeocoder({ indexes, loadReport: report, nominatim });
}
