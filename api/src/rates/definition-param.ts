import { CASE_DEFINITION_IDS, isCaseDefinitionId } from '@healthwatch/contracts';
import { HttpError } from '../errors/plugin';

/**
 * A `definition` query parameter that names no case definition: refused with its own code before schema
 * validation (which would only say "must be one of"), on every route that takes one.
 */
export function refuseUnknownDefinition(query: unknown): void {
  const definition = (query as Record<string, unknown> | undefined)?.definition;
  if (definition !== undefined && !isCaseDefinitionId(definition))
    throw new HttpError(
      400,
      `definition must be one of: ${CASE_DEFINITION_IDS.join(', ')}`,
      'unknown-case-definition',
      {
        field: 'definition',
        definition: String(definition),
        allowed: CASE_DEFINITION_IDS.join(', '),
      },
    );
}
