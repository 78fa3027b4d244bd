/** docs/SPEC.md §9 marker rules, kept pure so every threshold is tested. */
export const REPORTS_FOR_FULL_INTENSITY = 10;
export const RADIUS_PER_INTENSITY = 20;
export const MIN_RADIUS = 8;
export const MAX_RADIUS = 25;

export interface ColourBand {
  /** The band applies when intensity is strictly above this value. */
  above: number;
  colour: string;
  /** The band's name in the legend's messages (`legend.<name>`). */
  name: 'darkRed' | 'red' | 'orange' | 'yellow' | 'lightGreen';
}

/** Highest band first: above 0.8 dark red, 0.6 red, 0.4 orange, 0.2 yellow, else light green. */
export const COLOUR_BANDS: readonly ColourBand[] = [
  { above: 0.8, colour: '#8b0000', name: 'darkRed' },
  { above: 0.6, colour: '#ff0000', name: 'red' },
  { above: 0.4, colour: '#ffa500', name: 'orange' },
  { above: 0.2, colour: '#ffff00', name: 'yellow' },
  { above: Number.NEGATIVE_INFINITY, colour: '#90ee90', name: 'lightGreen' },
];

export function markerIntensity(count: number): number {
  return Math.min(Math.max(count, 0) / REPORTS_FOR_FULL_INTENSITY, 1);
}

export function markerRadius(intensity: number): number {
  return Math.min(Math.max(RADIUS_PER_INTENSITY * intensity, MIN_RADIUS), MAX_RADIUS);
}

export function markerColour(intensity: number): string {
  const band = COLOUR_BANDS.find((b) => intensity > b.above);
  return (band ?? COLOUR_BANDS[COLOUR_BANDS.length - 1]!).colour;
}

export interface MarkerStyle {
  intensity: number;
  radius: number;
  colour: string;
}

export function markerStyle(count: number): MarkerStyle {
  const intensity = markerIntensity(count);
  return { intensity, radius: markerRadius(intensity), colour: markerColour(intensity) };
}

// Every count from REPORTS_FOR_FULL_INTENSITY up has the same style, so whole counts share
// one object each: a slider step styles 10,000 groups and compares styles by identity.
/** The style of each style code (see styleCode). */
export const STYLE_BY_CODE: readonly MarkerStyle[] = Array.from({ length: REPORTS_FOR_FULL_INTENSITY + 1 }, (_, c) =>
  markerStyle(c),
);

/**
 * A small number naming how a count is drawn: the count itself up to REPORTS_FOR_FULL_INTENSITY.
 * Circles travel to the drawing worker as one byte each. Counts are whole numbers of reports; a
 * fraction would take the next whole count's style.
 */
export function styleCode(count: number): number {
  if (!(count > 0)) return 0;
  return Math.min(Math.ceil(count), REPORTS_FOR_FULL_INTENSITY);
}

/** `markerStyle(count)`, the same object for every count that draws alike. */
export function sharedMarkerStyle(count: number): MarkerStyle {
  if (Number.isInteger(count) && count >= 0) return STYLE_BY_CODE[Math.min(count, REPORTS_FOR_FULL_INTENSITY)]!;
  return markerStyle(count);
}
