import type { Static, TSchema } from '@sinclair/typebox';
import Ajv, { type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

const base: Options = { allErrors: false, strict: false, useDefaults: true };
const strictBody: Options = { coerceTypes: false, removeAdditional: false };

function makeAjv(extra: Options): Ajv {
  const ajv = new Ajv({ ...base, ...extra });
  addFormats(ajv);
  return ajv;
}

/**
 * Bodies are validated strictly: no type coercion and no silent removal of
 * unknown properties, so `"symptoms": "Fever"` or `{"extra": 1}` is a 400
 * rather than quietly turned into something else. Query strings and headers
 * arrive as text and are coerced to their schema types.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const bodyAjv = makeAjv(strictBody);
  const textAjv = makeAjv({ coerceTypes: 'array', removeAdditional: false });
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodyAjv : textAjv;
    return ajv.compile(schema as object);
  };
}

/**
 * A body validator for a value a route builds itself (a FHIR resource converted to a report): the routes'
 * strict rules and Ajv errors, so its refusals read as the route it stands in for; a type guard for its schema.
 */
export function compileBodyValidator<T extends TSchema>(schema: T): ValidateFunction<Static<T>> {
  return makeAjv(strictBody).compile<Static<T>>(schema);
}
