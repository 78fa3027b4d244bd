import type { ErrorCode, ErrorParams } from '@healthwatch/contracts';
import type { FastifySchemaValidationError } from 'fastify/types/schema';

function fieldName(err: FastifySchemaValidationError, context: string | undefined): string {
  const path = (err.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const missing = err.params && typeof err.params.missingProperty === 'string' ? err.params.missingProperty : null;
  const extra = err.params && typeof err.params.additionalProperty === 'string' ? err.params.additionalProperty : null;
  const name = missing ?? extra ?? path;
  if (name) return name;
  return context === 'body' ? 'request body' : (context ?? 'request');
}

/**
 * A union's failure carries one error per branch: `{ latitude: 91 }` for "a string or a location"
 * fails as "not a string" and as "latitude above 90". The error deepest in the value is the one the
 * sender can act on.
 */
function mostSpecific(errors: FastifySchemaValidationError[]): FastifySchemaValidationError | undefined {
  if (!errors.some((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf')) return errors[0];
  const depth = (e: FastifySchemaValidationError) => (e.instancePath ?? '').split('/').length;
  return errors
    .filter((e) => e.keyword !== 'anyOf' && e.keyword !== 'oneOf')
    .reduce<FastifySchemaValidationError | undefined>(
      (best, e) => (!best || depth(e) > depth(best) ? e : best),
      undefined,
    );
}

/** A validation failure as the API answers it: the English sentence, its code and the values it names. */
export interface ValidationRefusal {
  message: string;
  code: ErrorCode;
  params: ErrorParams;
}

const COMPARISON = /^must be (<=|<|>=|>) /;

/** One clear sentence for the most specific validation error, naming the field, with its code. */
export function validationRefusal(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
): ValidationRefusal {
  const err = mostSpecific(errors);
  if (!err) return { message: 'Invalid request', code: 'invalid-request', params: {} };
  const field = fieldName(err, context);
  const params = (err.params ?? {}) as Record<string, unknown>;
  const refuse = (message: string, code: ErrorCode, extra: ErrorParams = {}): ValidationRefusal => ({
    message,
    code,
    params: { field, ...extra },
  });
  const limit = Number(params.limit);
  switch (err.keyword) {
    case 'required':
      return refuse(`${field} is required`, 'validation-required');
    case 'additionalProperties':
      return refuse(`${field} is not an accepted field`, 'validation-not-accepted');
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues.join(', ') : '';
      return refuse(`${field} must be one of: ${allowed}`, 'validation-enum', { allowed });
    }
    case 'type':
      return refuse(`${field} must be ${String(params.type)}`, 'validation-type', { type: String(params.type) });
    case 'minItems':
      return refuse(`${field} must have at least ${String(params.limit)} item(s)`, 'validation-min-items', {
        min: limit,
      });
    case 'maxItems':
      return refuse(`${field} must have at most ${String(params.limit)} items`, 'validation-max-items', { max: limit });
    case 'uniqueItems':
      return refuse(`${field} must not repeat an item`, 'validation-unique-items');
    case 'minLength':
      return limit <= 1
        ? refuse(`${field} must not be empty`, 'validation-empty')
        : refuse(`${field} must be at least ${String(params.limit)} characters`, 'validation-min-length', {
            min: limit,
          });
    case 'maxLength':
      return refuse(`${field} must be at most ${String(params.limit)} characters`, 'validation-max-length', {
        max: limit,
      });
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const message = `${field} ${err.message ?? 'is out of range'}`;
      const comparison = COMPARISON.exec(err.message ?? '')?.[1];
      return refuse(message, 'validation-range', comparison ? { comparison, limit } : {});
    }
    case 'format':
      return refuse(`${field} must be a valid ${String(params.format)}`, 'validation-format', {
        format: String(params.format),
      });
    case 'pattern':
      return refuse(`${field} ${err.message ?? 'is invalid'}`, 'validation-pattern');
    default:
      return refuse(`${field} ${err.message ?? 'is invalid'}`, 'validation-invalid');
  }
}

/** The English sentence alone. */
export function validationMessage(errors: FastifySchemaValidationError[], context: string | undefined): string {
  return validationRefusal(errors, context).message;
}
