import { whereOf } from './where-of';

describe('whereOf', () => {
  it('groups districts by their region in the order given, and names a state on its own', () => {
    expect(
      whereOf([
        { id: 'in.d.maharashtra.mumbai-suburban', name: 'Mumbai Suburban', level: 'district', region: 'Maharashtra' },
        { id: 'in.d.gujarat.valsad', name: 'Valsad', level: 'district', region: 'Gujarat' },
        { id: 'in.d.maharashtra.thane', name: 'Thane', level: 'district', region: 'Maharashtra' },
        { id: 'in.s.goa', name: 'Goa', level: 'state', region: 'Goa' },
      ]),
    ).toBe('Mumbai Suburban, Thane (Maharashtra); Valsad (Gujarat); Goa');
  });

  it('is empty without areas', () => {
    expect(whereOf([])).toBe('');
  });
});
