import {
  CitySearchQuerySchema,
  CitySearchResponseSchema,
  ErrorResponseSchema,
  GeocodeQuerySchema,
  GeocodeResultSchema,
  hasPostalShape,
  isCountryCode,
} from '@healthwatch/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../errors/plugin';
import type { Geocoder } from './geocoder';
import { GEOCODER_UNAVAILABLE, lookupPlace } from './lookup-place';

const geocodePlugin: FastifyPluginAsyncTypebox<{ geocoder: Geocoder }> = async (app, { geocoder }) => {
  app.get(
    '/api/geocode',
    {
      schema: {
        tags: ['geocode'],
        summary: 'Place and coordinates of a postal code (offline gazetteer)',
        querystring: GeocodeQuerySchema,
        response: {
          200: GeocodeResultSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const country = request.query.country.toUpperCase();
      const postalCode = request.query.postalCode.trim();
      if (!isCountryCode(country))
        throw new HttpError(
          400,
          `country must be one of the supported countries, got ${request.query.country}`,
          'unsupported-country',
          { country: request.query.country },
        );
      if (!hasPostalShape(country, postalCode))
        throw new HttpError(404, `Postal code ${postalCode} not found in ${country}`, 'postal-code-not-found', {
          postalCode,
          country,
        });
      const result = await lookupPlace(geocoder, country, postalCode, request.log);
      if (result === undefined) throw new HttpError(503, GEOCODER_UNAVAILABLE, 'geocoder-unavailable');
      if (!result)
        throw new HttpError(404, `Postal code ${postalCode} not found in ${country}`, 'postal-code-not-found', {
          postalCode,
          country,
        });
      return result;
    },
  );

  app.get(
    '/api/geocode/cities',
    {
      schema: {
        tags: ['geocode'],
        summary: 'Places of the offline gazetteer whose name starts with q (larger places first, at most 10)',
        querystring: CitySearchQuerySchema,
        response: { 200: CitySearchResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      const country = request.query.country?.toUpperCase();
      if (country !== undefined && !isCountryCode(country))
        throw new HttpError(
          400,
          `country must be one of the supported countries, got ${request.query.country}`,
          'unsupported-country',
          { country: request.query.country ?? '' },
        );
      return { data: geocoder.searchCities(request.query.q, country) };
    },
  );
};

export default geocodePlugin;
