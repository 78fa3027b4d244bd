import { normalisePinCode, textArrayLiteral, toReports, toSubmitArgs } from './report-rows';
import { SeenIds } from './report-feed';

describe('Supabase report rows', () => {
  it('normalises postal codes as the API does', () => {
    expect(normalisePinCode('  sw1a   1aa ')).toBe('SW1A 1AA');
  });

  it('quotes array elements so spaces, slashes, quotes and backslashes survive PostgREST', () => {
    expect(textArrayLiteral(['Sore throat', 'Loss of taste/smell'])).toBe('{"Sore throat","Loss of taste/smell"}');
    expect(textArrayLiteral(['a"b', 'c\\d'])).toBe('{"a\\"b","c\\\\d"}');
  });

  it('builds submit_report arguments from what the visitor chose: no nickname, no coordinates', () => {
    const args = toSubmitArgs(
      {
        nickname: 'Sam',
        country: 'IN',
        pinCode: ' 400001 ',
        symptoms: ['Fever'],
        illnessType: 'flu',
        severity: 'mild',
        latitude: 1,
        longitude: 2,
      },
      'key-of-this-page',
    );
    expect(args).toEqual({
      country: 'IN',
      pin_code: '400001',
      symptoms: ['Fever'],
      illness_type: 'flu',
      severity: 'mild',
      client_key: 'key-of-this-page',
    });
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
