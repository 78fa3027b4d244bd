import {
  markerColour,
  markerIntensity,
  markerRadius,
  markerStyle,
  STYLE_BY_CODE,
  sharedMarkerStyle,
  styleCode,
} from './marker-style';

describe('marker intensity (n / 10, capped at 1)', () => {
  it.each([
    [0, 0],
    [1, 0.1],
    [5, 0.5],
    [9, 0.9],
    [10, 1],
    [11, 1],
    [5000, 1],
  ])('%i reports -> %d', (n, expected) => expect(markerIntensity(n)).toBeCloseTo(expected, 10));
});

describe('marker radius (20 x intensity, clamped to 8..25)', () => {
  it.each([
    [0, 8],
    [0.1, 8],
    [0.39, 8],
    [0.4, 8],
    [0.41, 8.2],
    [0.5, 10],
    [1, 20],
    [1.25, 25],
    [1.3, 25],
  ])('intensity %d -> %d', (i, r) => expect(markerRadius(i)).toBeCloseTo(r, 10));
});

describe('marker colour bands (strictly above each threshold)', () => {
  it.each([
    [1, '#8b0000'],
    [0.81, '#8b0000'],
    [0.8, '#ff0000'],
    [0.61, '#ff0000'],
    [0.6, '#ffa500'],
    [0.41, '#ffa500'],
    [0.4, '#ffff00'],
    [0.21, '#ffff00'],
    [0.2, '#90ee90'],
    [0.1, '#90ee90'],
    [0, '#90ee90'],
  ])('intensity %d -> %s', (i, colour) => expect(markerColour(i)).toBe(colour));

  it('counts map to the bands the legend names', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => markerStyle(n).colour)).toEqual([
      '#90ee90',
      '#90ee90',
      '#ffff00',
      '#ffff00',
      '#ffa500',
      '#ffa500',
      '#ff0000',
      '#ff0000',
      '#8b0000',
      '#8b0000',
    ]);
  });
});

describe('sharedMarkerStyle', () => {
  it('equals markerStyle for whole, large and fractional counts', () => {
    for (const n of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 50, 5000, 2.5, -1]) {
      expect(sharedMarkerStyle(n)).toEqual(markerStyle(n));
    }
  });
  it('gives one object for counts drawn alike', () => {
    expect(sharedMarkerStyle(12)).toBe(sharedMarkerStyle(10));
    expect(sharedMarkerStyle(3)).toBe(sharedMarkerStyle(3));
  });
});

describe('styleCode', () => {
  it('names the style each count is drawn with', () => {
    for (const n of [0, 1, 2, 3, 5, 8, 10, 11, 250]) expect(STYLE_BY_CODE[styleCode(n)]).toEqual(markerStyle(n));
    expect(styleCode(-1)).toBe(0);
    expect(styleCode(Number.NaN)).toBe(0);
    expect(styleCode(2.5)).toBe(3);
  });
});
