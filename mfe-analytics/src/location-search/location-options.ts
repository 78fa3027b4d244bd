import {
  ANALYTICS_LOCATIONS,
  type AnalyticsLocation,
  type AreaSummary,
  isCaseDefinitionId,
  WATCH_REASONS,
  type WatchReason,
} from '@healthwatch/contracts';
import { englishText } from '@healthwatch/ui-kit/i18n/englishText';
import shared from '@healthwatch/ui-kit/i18n/messages/en.json';
import en from '../i18n/messages/en.json';

const say = englishText(en);
const sayShared = englishText(shared);

/** One choice of the location search: a SPEC place or an area of the gazetteer. */
export interface LocationOption {
  /** What the analytics endpoints take as `location`. */
  value: string;
  label: string;
  /** Second line: level, region and country, and the verdict. */
  detail: string;
}

/** Lower case without accents, as the API folds names ("sao" finds São Paulo). */
export function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** The words of the options, in the visitor's language (useLocationWords); English by default. */
export interface LocationWords {
  featured: string;
  place(name: AnalyticsLocation): string;
  level(level: AreaSummary['level']): string;
  /** The verdict; for an alarm, `illnesses` are the alarm's series already named. */
  verdict(verdict: AreaSummary['verdict'], illnesses: string): string;
  illness(id: string): string;
  /** Series in alarm that are watches, not public alerts (`illnesses` already named), and why. */
  watch(reason: WatchReason, illnesses: string): string;
  /** How the area's case definitions were judged: as rates per participant, or as counts (too few take part). */
  judged(rated: boolean): string;
}

export const ENGLISH_LOCATION_WORDS: LocationWords = {
  get featured() {
    return say('search.featured');
  },
  place: (name) => name,
  level: (level) => say(`search.level.${level}`),
  verdict: (verdict, illnesses) =>
    verdict === 'alarm' ? say('search.verdict.alarm', { illnesses }) : say(`search.verdict.${verdict}`),
  illness: (id) =>
    id === 'all' ? say('search.allReports') : isCaseDefinitionId(id) ? sayShared(`definition.${id}`) : id,
  watch: (reason, illnesses) => say(`search.watch.${reason}`, { illnesses }),
  judged: (rated) => say(rated ? 'search.judged.rates' : 'search.judged.counts'),
};

export function areaLabel(a: Pick<AreaSummary, 'name' | 'level' | 'region' | 'country'>): string {
  return a.level === 'state' ? `${a.name} (${a.country})` : `${a.name}, ${a.region} (${a.country})`;
}

export function areaDetail(a: AreaSummary, words: LocationWords = ENGLISH_LOCATION_WORDS): string {
  const illnesses = a.alarmIllnesses.map(words.illness).join(', ');
  // An alarm that is only a watch (analytics shows the detector's signal, the public channels do not) says so.
  const watches = WATCH_REASONS.flatMap((reason) => {
    const of = (a.watches ?? []).filter((w) => w.reason === reason).map((w) => words.illness(w.illness));
    return of.length > 0 ? [words.watch(reason, of.join(', '))] : [];
  });
  return [words.level(a.level), words.verdict(a.verdict, illnesses), ...watches, words.judged(a.rated)].join(' · ');
}

/**
 * SPEC's five places whose name starts with the query come first (they are
 * the places the page was built for), then the areas the API found, without
 * repeating a place.
 */
export function locationOptions(
  query: string,
  areas: readonly AreaSummary[],
  words: LocationWords = ENGLISH_LOCATION_WORDS,
): LocationOption[] {
  const q = fold(query);
  // A place is found by its English name (as the API's search) or by its name in the visitor's language.
  const places: LocationOption[] = ANALYTICS_LOCATIONS.filter(
    (l) => fold(l).startsWith(q) || fold(words.place(l)).startsWith(q),
  ).map((l) => ({ value: l, label: words.place(l), detail: words.featured }));
  return [...places, ...areas.map((a) => ({ value: a.id, label: areaLabel(a), detail: areaDetail(a, words) }))];
}

/** The next active option for a key of the combobox pattern, or null to leave it as it is. */
export function moveActive(key: string, active: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
