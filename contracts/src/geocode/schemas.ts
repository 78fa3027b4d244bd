import { Type, type Static } from '@sinclair/typebox';

/** GET /api/geocode?country=&postalCode= */
export const GeocodeQuerySchema = Type.Object({
  country: Type.String({ minLength: 2, maxLength: 2 }),
  postalCode: Type.String({ minLength: 1, maxLength: 16 }),
});
export type GeocodeQuery = Static<typeof GeocodeQuerySchema>;

export const GeocodeResultSchema = Type.Object(
  {
    city: Type.String(),
    state: Type.String(),
    country: Type.String({ description: 'Country name' }),
    countryCode: Type.String({ description: 'ISO 3166-1 alpha-2' }),
    latitude: Type.Number(),
    longitude: Type.Number(),
    /** Which postal code of the data answered, when a nearby code stood in for the one asked. */
    matchedCode: Type.Optional(Type.String()),
    attribution: Type.String({ description: 'Licence line of the data that answered' }),
  },
  { $id: 'GeocodeResult' },
);
export type GeocodeResult = Static<typeof GeocodeResultSchema>;

export { GEOCODING_UNAVAILABLE } from './messages';

/** GET /api/geocode/cities?q=&country= — places of the gazetteer whose name starts with `q`. */
export const CitySearchQuerySchema = Type.Object({
  q: Type.String({ minLength: 2, maxLength: 60 }),
  country: Type.Optional(Type.String({ minLength: 2, maxLength: 2 })),
});
export type CitySearchQuery = Static<typeof CitySearchQuerySchema>;

export const CityMatchSchema = Type.Object({
  city: Type.String(),
  state: Type.String(),
  countryCode: Type.String(),
  /** Centroid of the place's postal codes. */
  latitude: Type.Number(),
  longitude: Type.Number(),
  /** Postal codes the place has (larger places first). */
  codes: Type.Integer(),
});
export type CityMatch = Static<typeof CityMatchSchema>;

export const CitySearchResponseSchema = Type.Object({ data: Type.Array(CityMatchSchema) });
export type CitySearchResponse = Static<typeof CitySearchResponseSchema>;
