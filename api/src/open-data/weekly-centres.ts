import type { AreaService } from '../analytics/areas/area-service';

const round = (n: number) => Math.round(n * 1e3) / 1e3;

/** An area's gazetteer centre, looked up once per export; none for countries or without a gazetteer. */
export function weeklyRowsCentre(areas: AreaService | null) {
  const seen = new Map<string, { latitude: number; longitude: number } | null>();
  return async (area: string) => {
    if (!areas || /^[A-Z]{2}$/.test(area)) return null;
    if (!seen.has(area)) {
      const ref = await areas.areaRef(area).catch(() => null);
      seen.set(area, ref ? { latitude: round(ref.latitude), longitude: round(ref.longitude) } : null);
    }
    return seen.get(area) ?? null;
  };
}
