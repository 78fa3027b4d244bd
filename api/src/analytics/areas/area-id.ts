import type { AreaLevel } from '@healthwatch/contracts';
import { foldName } from '../../geocode/city-search';

const LEVEL_LETTER: Record<AreaLevel, string> = { state: 's', district: 'd', city: 'c' };

/** A name as an id part: folded (no accents, lower case), runs of anything but letters and digits as one "-". */
export function slug(name: string): string {
  return foldName(name)
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * `in.s.maharashtra`, `in.d.maharashtra.mumbai`, `us.c.california.los-angeles`:
 * country, level, then the state and the area's own name. Stable across
 * gazetteer reloads as long as the names are, and readable in a URL.
 */
export function areaId(country: string, level: AreaLevel, state: string, name?: string): string {
  const parts = [country.toLowerCase(), LEVEL_LETTER[level], slug(state)];
  if (level !== 'state') parts.push(slug(name ?? ''));
  return parts.join('.');
}

/** Shape check before any lookup: short, lower case, dot-separated. */
export function looksLikeAreaId(value: string): boolean {
  return value.length <= 200 && /^[a-z]{2}\.[sdc]\.[^.\s]+(\.[^.\s]+)?$/u.test(value);
}
