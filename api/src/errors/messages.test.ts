import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { validationMessage } from './messages';

describe('validationMessage', () => {
  it('names the field inside a union that is wrong, not the union', () => {
    const errors: FastifySchemaValidationError[] = [
      {
        keyword: 'type',
        instancePath: '/location',
        schemaPath: '#/anyOf/0/type',
        params: { type: 'string' },
        message: 'must be string',
      },
      {
        keyword: 'maximum',
        instancePath: '/location/latitude',
        schemaPath: '#/anyOf/1/properties/latitude/maximum',
        params: { limit: 90 },
        message: 'must be <= 90',
      },
      {
        keyword: 'anyOf',
        instancePath: '/location',
        schemaPath: '#/anyOf',
        params: {},
        message: 'must match a schema in anyOf',
      },
    ];
    expect(validationMessage(errors, 'body')).toBe('location.latitude must be <= 90');
  });

  it('keeps the first error when there is no union', () => {
    const errors: FastifySchemaValidationError[] = [
      {
        keyword: 'required',
        instancePath: '',
        schemaPath: '#/required',
        params: { missingProperty: 'country' },
        message: '',
      },
    ];
    expect(validationMessage(errors, 'body')).toBe('country is required');
  });
});
