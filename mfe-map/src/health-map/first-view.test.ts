import { MAP_ZOOM } from '@healthwatch/contracts';
import { FIRST_VIEW_LONGITUDE_SPAN, firstViewZoom } from './first-view';

/** Degrees of longitude a map this wide shows at this zoom. */
const span = (widthPx: number, zoom: number) => (widthPx / (256 * 2 ** zoom)) * 360;

describe('the first view', () => {
  it("keeps SPEC's zoom where the map is wide enough to show the span there", () => {
    for (const width of [1366, 1024, 600, Number.POSITIVE_INFINITY])
      expect(firstViewZoom(width)).toBe(MAP_ZOOM.initial);
  });

  it('opens one step out on a phone, so Latin America and India are both in view', () => {
    expect(span(390, MAP_ZOOM.initial)).toBeLessThan(FIRST_VIEW_LONGITUDE_SPAN);
    for (const width of [320, 360, 390, 412, 568]) {
      const zoom = firstViewZoom(width);
      expect(zoom).toBe(1);
      expect(span(width, zoom)).toBeGreaterThanOrEqual(FIRST_VIEW_LONGITUDE_SPAN);
    }
  });

  it('never opens under the minimum zoom, whatever the width', () => {
    for (const width of [0, 1, 100, Number.NaN]) expect(firstViewZoom(width)).toBe(MAP_ZOOM.min);
  });
});
