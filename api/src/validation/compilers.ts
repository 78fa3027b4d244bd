import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

const base: Options = { allErrors: false, strict: false, useDefaults: true };

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
  const bodyAjv = makeAjv({ coerceTypes: false, removeAdditional: false });
  const textAjv = makeAjv({ coerceTypes: 'array', removeAdditional: false });
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodyAjv : textAjv;
    return ajv.compile(schema as object);
  };
}
