import { labelsThatFit } from './label-collisions';

describe('labelsThatFit', () => {
  const spot = (x: number, bottom: number, count: number) => ({ x, bottom, chars: `${count} reports`.length, count });

  it('keeps labels that do not touch', () => {
    expect(labelsThatFit([spot(100, 100, 5), spot(400, 100, 3), spot(100, 300, 1)], 12)).toEqual([true, true, true]);
  });

  it("lets the larger group's label win a collision, whichever comes first", () => {
    expect(labelsThatFit([spot(100, 100, 2), spot(130, 110, 40)], 12)).toEqual([false, true]);
    expect(labelsThatFit([spot(130, 110, 40), spot(100, 100, 2)], 12)).toEqual([true, false]);
  });

  it('lets a label that lost to a larger one leave room for the next', () => {
    // b loses to a; c overlaps only b, so c shows.
    const a = spot(100, 100, 50);
    const b = spot(160, 100, 20);
    const c = spot(240, 100, 10);
    expect(labelsThatFit([a, b, c], 12)).toEqual([true, false, true]);
  });

  it('grows the boxes with the font size', () => {
    const pair = [spot(100, 100, 5), spot(200, 100, 4)];
    expect(labelsThatFit(pair, 12)).toEqual([true, true]);
    expect(labelsThatFit(pair, 24)).toEqual([true, false]);
  });
});
