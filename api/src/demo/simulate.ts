import {
  MS_PER_DAY,
  todayNumber,
  type CountryCode,
  type IllnessType,
  type Severity,
  type Symptom,
} from '@healthwatch/contracts';
import { Random } from '@healthwatch/outbreak-engine';

/** A postal code of the gazetteer, placed as the API's geocoder places it. */
export interface DemoPlace {
  country: CountryCode;
  pinCode: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  /** Share of its country's reports (relative to the country's other places). */
  weight: number;
}

export interface DemoReport {
  country: CountryCode;
  pinCode: string;
  symptoms: Symptom[];
  illnessType: IllnessType;
  severity: Severity;
  createdAt: Date;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

/** Extra reports of one illness in some places, on top of the usual ones. */
export interface DemoOutbreak {
  name: string;
  illness: IllnessType;
  places: (place: DemoPlace) => boolean;
  /** First and last day, in days before today (0 = today). */
  fromDaysAgo: number;
  toDaysAgo: number;
  /** Extra reports per day on the outbreak's day `k` (0 = its first day) of `length` days, over all its places. */
  extraPerDay: (k: number, length: number) => number;
}

export const DEMO_DAYS = 120;

/** Usual reports per day in each country (a made-up user base, larger where the product started). */
export const DAILY_REPORTS: Record<CountryCode, number> = {
  IN: 45,
  US: 14,
  BR: 10,
  JP: 8,
  GB: 8,
  DE: 7,
  FR: 7,
  MX: 6,
  CA: 5,
  AU: 5,
  IT: 5,
  ES: 5,
  NL: 3,
  SE: 2,
  NO: 2,
};

const SOUTHERN: ReadonlySet<CountryCode> = new Set(['AU', 'BR']);
const TROPICAL: ReadonlySet<CountryCode> = new Set(['IN', 'BR', 'MX']);

/** How much more (or less) common an illness is on a day of the year (0-based) than on average, by hemisphere and climate. */
function seasonalFactor(illness: IllnessType, country: CountryCode, dayOfYear: number): number {
  const wave = (peakDay: number, amplitude: number) =>
    Math.exp(amplitude * Math.cos((2 * Math.PI * (dayOfYear - peakDay)) / 365));
  switch (illness) {
    // Influenza peaks in mid-winter: January in the north, July in the south.
    case 'flu':
      return wave(SOUTHERN.has(country) ? 196 : 15, 0.9);
    case 'covid':
      return wave(SOUTHERN.has(country) ? 196 : 15, 0.35);
    // Mosquito-borne illness follows the rains: after the monsoon in India and Mexico, late summer in Brazil.
    case 'dengue':
    case 'chikungunya':
    case 'malaria':
      return wave(country === 'BR' ? 75 : 265, 1.1);
    case 'typhoid':
      return wave(200, 0.5);
    default:
      return 1;
  }
}

/** The usual mix of illnesses in a country, before the season. */
function illnessMix(country: CountryCode): [IllnessType, number][] {
  const tropical = TROPICAL.has(country);
  return [
    ['flu', 0.3],
    ['covid', 0.15],
    ['other', 0.15],
    ['unknown', 0.1],
    ['dengue', tropical ? 0.15 : 0.005],
    ['malaria', tropical ? 0.05 : 0],
    ['chikungunya', tropical ? 0.04 : 0],
    ['typhoid', country === 'IN' ? 0.05 : 0.004],
  ];
}

const SYMPTOMS_OF: Record<IllnessType, Symptom[]> = {
  flu: ['Fever', 'Cough', 'Sore throat', 'Body aches', 'Fatigue', 'Headache', 'Chills', 'Runny nose'],
  covid: ['Fever', 'Cough', 'Fatigue', 'Loss of taste/smell', 'Shortness of breath', 'Sore throat', 'Headache'],
  dengue: ['Fever', 'Headache', 'Body aches', 'Nausea', 'Fatigue', 'Chills', 'Sweating'],
  malaria: ['Fever', 'Chills', 'Sweating', 'Headache', 'Nausea', 'Fatigue'],
  chikungunya: ['Fever', 'Body aches', 'Headache', 'Fatigue', 'Nausea'],
  typhoid: ['Fever', 'Headache', 'Diarrhea', 'Nausea', 'Fatigue', 'Body aches'],
  other: ['Headache', 'Dizziness', 'Nausea', 'Fatigue', 'Diarrhea', 'Chest pain'],
  unknown: ['Fever', 'Fatigue', 'Headache', 'Cough', 'Dizziness'],
};

function symptomsFor(rng: Random, illness: IllnessType): Symptom[] {
  const pool = SYMPTOMS_OF[illness];
  const n = Math.min(pool.length, 2 + Math.floor(rng.uniform() * 3));
  const chosen = new Set<Symptom>([pool[0]!]);
  while (chosen.size < n) chosen.add(pool[Math.floor(rng.uniform() * pool.length)]!);
  return [...chosen];
}

function severityFor(rng: Random, illness: IllnessType): Severity {
  const severe = illness === 'dengue' || illness === 'malaria' || illness === 'typhoid' ? 0.18 : 0.07;
  const u = rng.uniform();
  return u < severe ? 'severe' : u < severe + 0.3 ? 'moderate' : 'mild';
}

export interface SimulationOptions {
  /** The present: reports go up to this instant, never after it. */
  now: Date;
  days?: number;
  seed?: number;
  outbreaks?: DemoOutbreak[];
}

/**
 * Simulated reports for the last `days` UTC days (today included, up to `now`):
 * each country's usual daily number, split over its places by weight and over
 * illnesses by the country's mix and the season, a little lower at weekends,
 * with Poisson noise; plus the outbreaks' extra reports. Deterministic for a
 * seed and a day.
 */
export function simulateDemoReports(places: readonly DemoPlace[], options: SimulationOptions): DemoReport[] {
  const rng = new Random(options.seed ?? 20_240_601);
  const days = options.days ?? DEMO_DAYS;
  const nowMs = options.now.getTime();
  const today = todayNumber(options.now);
  const byCountry = new Map<CountryCode, DemoPlace[]>();
  for (const p of places) byCountry.set(p.country, [...(byCountry.get(p.country) ?? []), p]);
  const reports: DemoReport[] = [];

  const add = (place: DemoPlace, illness: IllnessType, day: number): void => {
    // Reports spread over the day; today's only up to now.
    const dayStart = day * MS_PER_DAY;
    const span = Math.min(MS_PER_DAY, nowMs - dayStart);
    if (span <= 0) return;
    reports.push({
      country: place.country,
      pinCode: place.pinCode,
      symptoms: symptomsFor(rng, illness),
      illnessType: illness,
      severity: severityFor(rng, illness),
      createdAt: new Date(dayStart + Math.floor(rng.uniform() * span)),
      latitude: place.latitude,
      longitude: place.longitude,
      city: place.city,
      state: place.state,
    });
  };

  for (let day = today - days + 1; day <= today; day++) {
    const date = new Date(day * MS_PER_DAY);
    const dayOfYear = Math.floor((day * MS_PER_DAY - Date.UTC(date.getUTCFullYear(), 0, 1)) / MS_PER_DAY);
    const weekday = date.getUTCDay();
    const weekFactor = weekday === 0 || weekday === 6 ? 0.8 : 1.05;
    for (const [country, countryPlaces] of byCountry) {
      const totalWeight = countryPlaces.reduce((a, p) => a + p.weight, 0);
      const mix = illnessMix(country).map(
        ([illness, w]) => [illness, w * seasonalFactor(illness, country, dayOfYear)] as const,
      );
      const mixTotal = mix.reduce((a, [, w]) => a + w, 0);
      for (const place of countryPlaces) {
        for (const [illness, w] of mix) {
          const mean = (DAILY_REPORTS[country] * weekFactor * (place.weight / totalWeight) * w) / mixTotal;
          const n = rng.poisson(mean);
          for (let i = 0; i < n; i++) add(place, illness, day);
        }
      }
    }
  }

  for (const outbreak of options.outbreaks ?? []) {
    const hit = places.filter(outbreak.places);
    if (hit.length === 0) continue;
    const length = outbreak.fromDaysAgo - outbreak.toDaysAgo + 1;
    for (let k = 0; k < length; k++) {
      const day = today - outbreak.fromDaysAgo + k;
      const n = rng.poisson(outbreak.extraPerDay(k, length));
      for (let i = 0; i < n; i++) add(hit[Math.floor(rng.uniform() * hit.length)]!, outbreak.illness, day);
    }
  }
  return reports.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Grows by `rate` a day from `start` extra reports. */
export const growing =
  (start: number, rate: number) =>
  (k: number): number =>
    start * rate ** k;

/** Rises to `peak` extra reports in the middle of the outbreak and falls back. */
export const wave =
  (peak: number) =>
  (k: number, length: number): number =>
    peak * Math.sin((Math.PI * (k + 0.5)) / length);

/**
 * The demo's outbreaks: dengue growing in Mumbai over the last ten days (the
 * detector's "high"), a flu wave in Delhi five to eight weeks ago that has
 * passed, and COVID-19 rising in the largest place of the United Kingdom this
 * week.
 */
export function demoOutbreaks(gbFirstCity: string | null): DemoOutbreak[] {
  return [
    {
      name: 'dengue in Mumbai',
      illness: 'dengue',
      places: (p) => p.country === 'IN' && p.city === 'Mumbai',
      fromDaysAgo: 9,
      toDaysAgo: 0,
      extraPerDay: growing(3, 1.3),
    },
    {
      name: 'flu in Delhi',
      illness: 'flu',
      places: (p) => p.country === 'IN' && p.state === 'Delhi',
      fromDaysAgo: 56,
      toDaysAgo: 35,
      extraPerDay: wave(18),
    },
    {
      name: `COVID-19 in ${gbFirstCity ?? 'the United Kingdom'}`,
      illness: 'covid',
      places: (p) => p.country === 'GB' && (gbFirstCity === null || p.city === gbFirstCity),
      fromDaysAgo: 6,
      toDaysAgo: 0,
      extraPerDay: growing(2, 1.35),
    },
  ];
}
