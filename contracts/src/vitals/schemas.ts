import { type Static, Type } from '@sinclair/typebox';
import { VITAL_MAX, VITAL_ROUTES } from './vitals';

/**
 * A page view's beacon: the route and its rounded figures, nothing else (no identifier, no time,
 * no address: additionalProperties false). INP and CLS may be absent (no interaction, an early exit).
 */
export const VitalsBeaconSchema = Type.Object(
  {
    route: Type.Union(VITAL_ROUTES.map((r) => Type.Literal(r))),
    lcp: Type.Optional(Type.Integer({ minimum: 0, maximum: VITAL_MAX.lcp, multipleOf: 10 })),
    inp: Type.Optional(Type.Integer({ minimum: 0, maximum: VITAL_MAX.inp, multipleOf: 10 })),
    cls: Type.Optional(Type.Number({ minimum: 0, maximum: VITAL_MAX.cls })),
  },
  { additionalProperties: false },
);
export type VitalsBeacon = Static<typeof VitalsBeaconSchema>;

const SummarySchema = Type.Union([
  Type.Object({ p75: Type.Number({ minimum: 0 }), count: Type.Integer({ minimum: 1 }) }),
  Type.Null(),
]);

export const VitalsResponseSchema = Type.Object({
  /** Days the figures add up (today and the days before). */
  days: Type.Integer({ minimum: 1 }),
  routes: Type.Array(
    Type.Object({
      route: Type.Union(VITAL_ROUTES.map((r) => Type.Literal(r))),
      lcp: SummarySchema,
      inp: SummarySchema,
      cls: SummarySchema,
    }),
  ),
});
export type VitalsResponse = Static<typeof VitalsResponseSchema>;
