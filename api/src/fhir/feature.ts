import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import type { Geocoder } from '../geocode/geocoder';
import fhirPlugin from './plugin';

export interface FhirFeatureOptions {
  db: Database;
  geocoder: Geocoder;
}

/** The FHIR face: reports in and out as FHIR resources, stored through the reports' writer and budget. */
async function fhirFeature(app: import('fastify').FastifyInstance, options: FhirFeatureOptions) {
  await app.register(fhirPlugin, {
    prefix: '/api/fhir',
    db: options.db,
    geocoder: options.geocoder,
    writer: app.reportWriter,
    ...app.participants,
    areas: () => app.areas,
    publicApiUrl: app.publicUrls.publicApiUrl,
    writeLimit: app.writeLimit,
  });
}

export default fp(fhirFeature, { name: 'fhir', dependencies: ['reports'] });
