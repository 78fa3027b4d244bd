import fp from 'fastify-plugin';
import type { Geocoder } from './geocoder';
import geocodePlugin from './plugin';

export interface GeocodeFeatureOptions {
  geocoder: Geocoder;
}

/** Postal-code and city look-ups. */
async function geocodeFeature(app: import('fastify').FastifyInstance, options: GeocodeFeatureOptions) {
  await app.register(geocodePlugin, { geocoder: options.geocoder });
}

export default fp(geocodeFeature, { name: 'geocode' });
