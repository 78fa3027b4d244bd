import { normalisePinCode, textArrayLiteral, toInsertRow, toReports } from './report-rows';
import { SeenIds } from './report-feed';

describe('Supabase report rows', () => {
  it('normalises postal codes as the API does', () => {
    expect(normalisePinCode('  sw1a   1aa ')).toBe('SW1A 1AA');
  });

  it('quotes array elements so spaces, slashes, quotes and backslashes survive PostgREST', () => {
    expect(textArrayLiteral(['Sore throat', 'Loss of taste/smell'])).toBe('{"Sore throat","Loss of taste/smell"}');
    expect(textArrayLiteral(['a"b', 'c\\d'])).toBe('{"a\\"b","c\\\\d"}');
  });

  it('builds the inserted row from the geocoder, never from the browser, and without the nickname', () => {
    const row = toInsertRow(
      {
        nickname: 'Sam',
        country: 'IN',
        pinCode: '400001',
        symptoms: ['Fever'],
        illnessType: 'flu',
        severity: 'mild',
        latitude: 1,
        longitude: 2,
      },
      {
        city: 'Mumbai',
        state: 'Maharashtra',
        country: 'India',
        countryCode: 'IN',
        latitude: 18.9,
        longitude: 72.8,
        attribution: '',
      },
    );
    expect(row).toEqual({
      country: 'IN',
      pin_code: '400001',
      symptoms: ['Fever'],
      illness_type: 'flu',
      severity: 'mild',
      latitude: 18.9,
      longitude: 72.8,
      city: 'Mumbai',
      state: 'Maharashtra',
    });
    expect(
      toInsertRow(
        { country: 'IN', pinCode: '400001', symptoms: ['Fever'], illnessType: 'flu', severity: 'mild' },
        null,
      ),
    ).toMatchObject({ latitude: null, city: null });
  });

  it('drops rows without an id and anything that is not a row', () => {
    expect(toReports([{ id: 5, pin_code: null }, { country: 'IN' }, 'x', null]).map((r) => [r.id, r.pinCode])).toEqual([
      ['5', '00000'],
    ]);
    expect(toReports(null)).toEqual([]);
  });

  it('remembers a bounded number of ids, forgetting the oldest', () => {
    const seen = new SeenIds(2);
    seen.add('1');
    seen.add('2');
    seen.add('3');
    expect([seen.has('1'), seen.has('2'), seen.has('3')]).toEqual([false, true, true]);
  });
});
