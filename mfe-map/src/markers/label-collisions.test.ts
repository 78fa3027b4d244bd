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

  it("leaves to hover a label the map's edge would cut, and lets it block nothing", () => {
    const view = { left: 0, top: 0, right: 360, bottom: 400 };
    // "111 reports" centred 40 px from the left edge is about 96 px wide: its first digit would be cut.
    const nearLeft = spot(40, 100, 111);
    const nearRight = spot(330, 200, 300);
    const nearTop = spot(180, 20, 500);
    const inside = spot(120, 100, 5);
    expect(labelsThatFit([nearLeft, nearRight, nearTop, inside], 12, { view })).toEqual([false, false, false, true]);
    // Without a view every label is kept, and the left one, being larger, beats the one beside it.
    expect(labelsThatFit([nearLeft, nearRight, nearTop, inside], 12)).toEqual([true, true, true, false]);
    // Wholly inside, near the edge, still shows.
    expect(labelsThatFit([spot(60, 100, 111)], 12, { view })).toEqual([true]);
  });

  it("leaves to hover a label that would cover one of the map's controls", () => {
    const zoomControl = { left: 10, top: 10, right: 44, bottom: 74 };
    const underControl = spot(60, 70, 24);
    const clear = spot(200, 70, 3);
    expect(labelsThatFit([underControl, clear], 12, { blocked: [zoomControl] })).toEqual([false, true]);
    expect(labelsThatFit([underControl, clear], 12)).toEqual([true, true]);
  });
});
