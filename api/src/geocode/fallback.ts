import type { CountryIndex } from './gazetteer';

function sharedPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** Index of the last key ≤ key (binary search), or -1. */
function floorIndex(sorted: string[], key: string): number {
  let lo = 0;
  let hi = sorted.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! <= key) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/**
 * Codes the data lacks, answered by a nearby code of the same country, only
 * where the postal system makes that meaningful:
 * - BR: the data holds one code per municipality (NNNNN-000), and a
 *   municipality's codes run upwards from it, so the nearest lower code in
 *   sorted order is the municipality — if it shares the first 2 digits (the
 *   sub-region). 20040-007 → 20000-000 Rio de Janeiro.
 * - IT (5 digits) and NL (4 digits): the code sharing the longest prefix,
 *   at least 3 (IT) / 2 (NL) leading digits, nearest in number among those.
 *   IT 00100 → 00118 Roma; NL 1000 → 1011 Amsterdam.
 * Everywhere else an absent code is unknown (IN 999999 → 404).
 */
export function fallbackKey(country: string, index: CountryIndex, key: string): string | null {
  const sorted = index.sortedKeys;
  if (sorted.length === 0) return null;
  if (country === 'BR') {
    const i = floorIndex(sorted, key);
    const candidate = i >= 0 ? sorted[i]! : null;
    return candidate && sharedPrefix(candidate, key) >= 2 ? candidate : null;
  }
  const minPrefix = country === 'IT' ? 3 : country === 'NL' ? 2 : null;
  if (minPrefix === null || !/^\d+$/.test(key)) return null;
  const i = floorIndex(sorted, key);
  // The longest shared prefix is always at a neighbour of the insertion point;
  // scan outward from it while the prefix stays that long.
  const neighbours = [sorted[i], sorted[i + 1]].filter((k): k is string => k !== undefined);
  let best = 0;
  for (const k of neighbours) best = Math.max(best, sharedPrefix(k, key));
  if (best < minPrefix) return null;
  const target = Number(key);
  let chosen: string | null = null;
  let distance = Infinity;
  for (let j = i; j >= 0 && sharedPrefix(sorted[j]!, key) >= best; j--) {
    const d = Math.abs(Number(sorted[j]) - target);
    if (d < distance) [chosen, distance] = [sorted[j]!, d];
  }
  for (let j = i + 1; j < sorted.length && sharedPrefix(sorted[j]!, key) >= best; j++) {
    const d = Math.abs(Number(sorted[j]) - target);
    if (d < distance) [chosen, distance] = [sorted[j]!, d];
  }
  return chosen;
}
