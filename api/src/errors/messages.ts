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

/** One clear sentence for the most specific validation error, naming the field. */
export function validationMessage(errors: FastifySchemaValidationError[], context: string | undefined): string {
  const err = mostSpecific(errors);
  if (!err) return 'Invalid request';
  const field = fieldName(err, context);
  const params = (err.params ?? {}) as Record<string, unknown>;
  switch (err.keyword) {
    case 'required':
      return `${field} is required`;
    case 'additionalProperties':
      return `${field} is not an accepted field`;
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues.join(', ') : '';
      return `${field} must be one of: ${allowed}`;
    }
    case 'type':
      return `${field} must be ${String(params.type)}`;
    case 'minItems':
      return `${field} must have at least ${String(params.limit)} item(s)`;
    case 'maxItems':
      return `${field} must have at most ${String(params.limit)} items`;
    case 'uniqueItems':
      return `${field} must not repeat an item`;
    case 'minLength':
      return Number(params.limit) <= 1
        ? `${field} must not be empty`
        : `${field} must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters`;
    case 'minimum':
    case 'maximum':
      return `${field} ${err.message ?? 'is out of range'}`;
    case 'format':
      return `${field} must be a valid ${String(params.format)}`;
    default:
      return `${field} ${err.message ?? 'is invalid'}`;
  }
}
