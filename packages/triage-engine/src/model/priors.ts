import { CONDITIONS, type Condition } from '@healthwatch/contracts';

/**
 * Base rates of each condition among acute illness episodes, as episodes per
 * 1000 people per year, in two settings. The engine normalises them into
 * prior probabilities; only their ratios matter.
 *
 * Sources (figures rounded; "approx" where the published number is a range or
 * had to be converted):
 * - common cold: adults 2-3 colds a year, children more (CDC "About Common
 *   Cold") -> 2000 (approx).
 * - flu: WHO fact sheet "Influenza (seasonal)": ~1 billion cases a year,
 *   5-10% of adults and 20-30% of children each year -> 100 endemic setting,
 *   CDC US burden 2010-2024 (9-41 million of 330 million) -> 80 (approx).
 * - covid: endemic-phase incidence is poorly measured since testing fell; 40
 *   is an approximation from WHO's reported-case counts times under-reporting.
 * - gastroenteritis: Scallan et al., Emerg Infect Dis 2011: 179 million acute
 *   gastroenteritis episodes a year in the US (~550 per 1000); WHO diarrhoeal
 *   disease fact sheet for low- and middle-income settings -> 600 (approx).
 * - migraine: WHO "Migraine and other headache disorders": ~15% one-year
 *   prevalence; India 25% (Kulkarni et al., J Headache Pain 2015) -> 150, US
 *   ~12% -> 120 (counts people with attacks, approx).
 * - dengue: Bhatt et al., Nature 2013: 96 million apparent infections a year,
 *   32.5 million in India (~24 per 1000); outside endemic areas only travel
 *   cases (ECDC/CDC travel surveillance) -> 0.02 (approx).
 * - malaria: WHO World Malaria Report 2024: India ~3.4 million estimated cases
 *   (~2.4 per 1000); imported cases in Europe/North America ~0.006 per 1000.
 * - typhoid: John J, et al., N Engl J Med 2023 (Surveillance for Enteric Fever
 *   in India): ~360 per 100,000 -> 3.6 per 1000; high-income countries mostly
 *   travel cases, ~0.02 per 1000 (CDC Yellow Book).
 * - chikungunya: India's NCVBDC reports 100,000-200,000 clinically suspected
 *   cases a year, under-reported perhaps tenfold -> 1 per 1000 (approx);
 *   travel cases elsewhere -> 0.005.
 */
export type PriorSetting = 'endemic' | 'non-endemic';

export const BASE_RATES_PER_1000: Record<PriorSetting, Record<Condition, number>> = {
  endemic: {
    flu: 100,
    dengue: 24,
    covid: 40,
    malaria: 2.4,
    typhoid: 3.6,
    chikungunya: 1,
    'common-cold': 2000,
    gastroenteritis: 600,
    migraine: 150,
  },
  'non-endemic': {
    flu: 80,
    dengue: 0.02,
    covid: 40,
    malaria: 0.006,
    typhoid: 0.02,
    chikungunya: 0.005,
    'common-cold': 2000,
    gastroenteritis: 550,
    migraine: 120,
  },
};

/**
 * Countries (of the 15 the product supports) where dengue, malaria, typhoid
 * and chikungunya are endemic (WHO fact sheets). When the caller's country is
 * unknown the endemic setting is used: the tropical illnesses are the ones a
 * missed diagnosis hurts most, and the product's default locale is India.
 */
const ENDEMIC_COUNTRIES = new Set(['IN', 'BR', 'MX']);

export function settingFor(country: string | undefined): PriorSetting {
  if (!country) return 'endemic';
  return ENDEMIC_COUNTRIES.has(country.toUpperCase()) ? 'endemic' : 'non-endemic';
}

export type Distribution = Record<Condition, number>;

export function normalise(weights: Record<Condition, number>): Distribution {
  const total = CONDITIONS.reduce((sum, c) => sum + weights[c], 0);
  const out = {} as Distribution;
  for (const c of CONDITIONS) out[c] = weights[c] / total;
  return out;
}

export function basePriors(setting: PriorSetting): Distribution {
  return normalise(BASE_RATES_PER_1000[setting]);
}

/** Counts of recent local reports per condition (illness types that map onto one). */
export type LocalCounts = Partial<Record<Condition, number>>;

/**
 * How many reports weigh as much as the published base rates. Reports are
 * self-declared and unverified, so 20 of them are needed to move the prior
 * half-way towards the local mix.
 */
export const LOCAL_PSEUDO_COUNT = 20;

/**
 * Outbreak awareness: the base priors act as a Dirichlet prior with
 * LOCAL_PSEUDO_COUNT pseudo-reports; recent local reports are added as
 * observations and the posterior mean becomes the consultation's prior.
 */
export function adjustPriors(base: Distribution, local: LocalCounts): Distribution {
  const weights = {} as Record<Condition, number>;
  for (const c of CONDITIONS) weights[c] = LOCAL_PSEUDO_COUNT * base[c] + (local[c] ?? 0);
  return normalise(weights);
}
