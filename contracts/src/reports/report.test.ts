import { toReport } from './report';

describe('toReport', () => {
  it('reads snake_case rows as the API and the database send them', () => {
    const report = toReport({
      id: 42,
      nickname: null,
      country: 'IN',
      pin_code: '400001',
      symptoms: ['Fever', 7, 'Cough'],
      illness_type: 'dengue',
      severity: 'severe',
      created_at: '2026-11-01T10:00:00.000Z',
      latitude: '18.94',
      longitude: 72.83,
      city: 'Mumbai',
      state: 'Maharashtra',
    });
    expect(report).toEqual({
      id: '42',
      nickname: null,
      country: 'IN',
      pinCode: '400001',
      symptoms: ['Fever', 'Cough'],
      illnessType: 'dengue',
      severity: 'severe',
      createdAt: '2026-11-01T10:00:00.000Z',
      latitude: 18.94,
      longitude: 72.83,
      city: 'Mumbai',
      state: 'Maharashtra',
    });
  });

  it('prefers camelCase names and falls back to the default pin code', () => {
    const report = toReport({ id: 'a', pinCode: undefined, illnessType: 'flu', createdAt: 'x' });
    expect(report.pinCode).toBe('00000');
    expect(report.illnessType).toBe('flu');
    expect(report.createdAt).toBe('x');
  });

  it('treats missing or non-numeric coordinates as absent', () => {
    const report = toReport({ id: 1, latitude: '', longitude: 'north' });
    expect(report.latitude).toBeNull();
    expect(report.longitude).toBeNull();
  });
});
