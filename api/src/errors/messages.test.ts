import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { validationMessage, validationRefusal } from './messages';

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

describe('validationRefusal', () => {
  const one = (keyword: string, params: Record<string, unknown>, message = ''): FastifySchemaValidationError[] => [
    { keyword, instancePath: '/symptoms', schemaPath: `#/${keyword}`, params, message },
  ];

  it.each([
    ['required', { missingProperty: 'country' }, '', 'validation-required', { field: 'country' }],
    ['additionalProperties', { additionalProperty: 'x' }, '', 'validation-not-accepted', { field: 'x' }],
    ['enum', { allowedValues: ['a', 'b'] }, '', 'validation-enum', { field: 'symptoms', allowed: 'a, b' }],
    ['type', { type: 'array' }, '', 'validation-type', { field: 'symptoms', type: 'array' }],
    ['minItems', { limit: 1 }, '', 'validation-min-items', { field: 'symptoms', min: 1 }],
    ['maxItems', { limit: 15 }, '', 'validation-max-items', { field: 'symptoms', max: 15 }],
    ['uniqueItems', {}, '', 'validation-unique-items', { field: 'symptoms' }],
    ['minLength', { limit: 1 }, '', 'validation-empty', { field: 'symptoms' }],
    ['minLength', { limit: 3 }, '', 'validation-min-length', { field: 'symptoms', min: 3 }],
    ['maxLength', { limit: 40 }, '', 'validation-max-length', { field: 'symptoms', max: 40 }],
    ['maximum', { limit: 90 }, 'must be <= 90', 'validation-range', { field: 'symptoms', comparison: '<=', limit: 90 }],
    ['format', { format: 'date-time' }, '', 'validation-format', { field: 'symptoms', format: 'date-time' }],
    ['pattern', { pattern: '^a$' }, 'must match pattern "^a$"', 'validation-pattern', { field: 'symptoms' }],
    ['const', {}, 'must be equal to constant', 'validation-invalid', { field: 'symptoms' }],
  ])('%s answers a code and the values a translation needs', (keyword, params, message, code, expected) => {
    const refusal = validationRefusal(one(keyword, params, message), 'body');
    expect([refusal.code, refusal.params]).toEqual([code, expected]);
    expect(refusal.message).toBe(validationMessage(one(keyword, params, message), 'body'));
  });

  it('keeps the English sentence of each keyword', () => {
    expect(validationRefusal(one('maximum', { limit: 90 }, 'must be <= 90'), 'body').message).toBe(
      'symptoms must be <= 90',
    );
    expect(validationRefusal(one('minLength', { limit: 1 }), 'body').message).toBe('symptoms must not be empty');
  });
});
