import type { ErrorResponse } from '@healthwatch/contracts';
import type { FhirResource } from './resources';
import { localSystem } from './terminology';

/** FHIR's issue-type for an HTTP status (http://hl7.org/fhir/R4/valueset-issue-type.html). */
function issueType(status: number, code: string): string {
  if (code === 'validation-required') return 'required';
  if (code === 'invalid-json' || code === 'empty-body' || code === 'fhir-invalid-resource') return 'structure';
  if (code === 'fhir-unknown-code') return 'code-invalid';
  if (status === 429) return 'throttled';
  if (status === 413) return 'too-long';
  if (status === 404) return 'not-found';
  if (status === 503) return 'transient';
  if (status >= 500) return 'exception';
  if (status === 422) return 'processing';
  return 'invalid';
}

/**
 * The API's `{ error, code, params? }` as an OperationOutcome: the code in issue.details.coding (the
 * published error CodeSystem), the sentence as its text, the params as diagnostics, and a field or
 * FHIRPath the refusal names as the issue's expression.
 */
export function operationOutcome(
  fhirBase: string,
  errorCodeSystemId: string,
  status: number,
  body: ErrorResponse,
): FhirResource {
  const where = body.params?.expression ?? body.params?.field;
  return {
    resourceType: 'OperationOutcome',
    issue: [
      {
        severity: status >= 500 ? 'fatal' : 'error',
        code: issueType(status, body.code),
        details: { coding: [{ system: localSystem(fhirBase, errorCodeSystemId), code: body.code }], text: body.error },
        ...(body.params ? { diagnostics: JSON.stringify(body.params) } : {}),
        ...(where !== undefined ? { expression: [String(where)] } : {}),
      },
    ],
  };
}
