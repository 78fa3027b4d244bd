import { dayNumber, dayString, type MapFilters, todayNumber } from '@healthwatch/contracts';

/** How far back the slider reaches, in days (today included). */
export const SLIDER_DAYS = 90;

export const PRESETS = [
  { id: 'today', days: 1 },
  { id: '7d', days: 7 },
  { id: '30d', days: 30 },
  { id: '90d', days: 90 },
  { id: 'all', days: null },
] as const;
export type PresetId = (typeof PRESETS)[number]['id'];

/** The from/to of a preset ending today (UTC); All has none. */
export function presetRange(id: PresetId, now: Date = new Date()): Pick<MapFilters, 'from' | 'to'> {
  const preset = PRESETS.find((p) => p.id === id);
  if (!preset || preset.days === null) return {};
  const today = todayNumber(now);
  return { from: dayString(today - preset.days + 1), to: dayString(today) };
}

/** The preset a range equals, if any. */
export function activePreset(f: Pick<MapFilters, 'from' | 'to'>, now: Date = new Date()): PresetId | null {
  for (const p of PRESETS) {
    const r = presetRange(p.id, now);
    if (r.from === f.from && r.to === f.to) return p.id;
  }
  return null;
}

/** Slider positions: 0 = the slider's first day, SLIDER_DAYS - 1 = today. */
export function sliderStart(now: Date = new Date()): number {
  return todayNumber(now) - SLIDER_DAYS + 1;
}

/**
 * The slider's [from, to] indexes for a range; an open end sits at the
 * slider's edge, a day outside it is clamped. Null when the range lies
 * wholly before the slider (a shared link to an older period).
 */
export function rangeToSlider(f: Pick<MapFilters, 'from' | 'to'>, now: Date = new Date()): [number, number] | null {
  const start = sliderStart(now);
  const from = f.from ? (dayNumber(f.from) as number) - start : 0;
  const to = f.to ? (dayNumber(f.to) as number) - start : SLIDER_DAYS - 1;
  if (to < 0) return null;
  return [Math.max(0, from), Math.min(SLIDER_DAYS - 1, Math.max(0, to))];
}

/** The range of two slider positions. */
export function sliderToRange(from: number, to: number, now: Date = new Date()): { from: string; to: string } {
  const start = sliderStart(now);
  return { from: dayString(start + from), to: dayString(start + to) };
}

/**
 * The next Play frame: the window keeps its length and moves one day on;
 * past today it starts again at the slider's first day.
 */
export function nextPlayStep([from, to]: [number, number]): [number, number] {
  const width = to - from;
  if (to >= SLIDER_DAYS - 1) return [0, width];
  return [from + 1, to + 1];
}

/** Words for a day as screen readers announce it and the page shows it. */
// One formatter per language: toLocaleDateString builds a new one per call, about a millisecond
// each, and a slider step labels half a dozen days. English reads "3 Nov 2026" (en-GB's order).
const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();

export function dayLabel(day: string, locale = 'en'): string {
  let format = DAY_FORMATS.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    DAY_FORMATS.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}
