import { agreementArea } from './agreement-area';

describe('agreementArea', () => {
  it('gives a country its code, keeps an area id, and refuses a place that is neither', () => {
    expect(agreementArea('India')).toBe('IN');
    expect(agreementArea('in.d.maharashtra.mumbai')).toBe('in.d.maharashtra.mumbai');
    expect(agreementArea('Mumbai')).toBeNull();
  });
});
