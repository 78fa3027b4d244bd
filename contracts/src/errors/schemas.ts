import { type Static, Type } from '@sinclair/typebox';
import { ERROR_CODES, type ErrorCode } from './codes';

/** One of ERROR_CODES, shown in the API document as a string enum. */
export const ErrorCodeSchema = Type.Unsafe<ErrorCode>({
  type: 'string',
  enum: [...ERROR_CODES],
  description: 'Stable, kebab-case error code (contracts/src/errors/codes.ts); a UI translates by it',
});

export const ErrorParamsSchema = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
  description: 'The values a translated message needs, e.g. { postalCode, country } or { field }',
});

/** Every error answer of the API. */
export const ErrorResponseSchema = Type.Object(
  {
    error: Type.String({ description: 'The message in English' }),
    code: ErrorCodeSchema,
    params: Type.Optional(ErrorParamsSchema),
  },
  { $id: 'ErrorResponse' },
);
export type ErrorResponse = Static<typeof ErrorResponseSchema>;
