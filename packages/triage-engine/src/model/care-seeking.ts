import { CONDITIONS, type Condition } from '@healthwatch/contracts';
import { seasonOf } from '@healthwatch/outbreak-engine';
import type { Distribution } from './priors';

/**
 * Priors for the people who consult: the share of each cause among people who
 * seek care for an acute illness, per country group, then moved by month.
 * "other" is the leak class (scrub typhus, leptospirosis, pneumonia, urinary
 * infection, heart and lung problems...): a cause outside the nine conditions.
 *
 * Shares are percentages of care-seeking acute-illness episodes. The tropical
 * febrile shares come from acute-undifferentiated-fever (AUFI) etiology
 * studies among febrile patients seeking care, scaled by the febrile share of
 * primary-care acute consultations (about 40-50 % in tropical outpatient
 * series, Crump et al. PLoS Negl Trop Dis 2013); the afebrile causes (cold,
 * gastroenteritis, migraine) from primary-care consultation statistics. All are
 * rounded and marked approx where a figure had to be converted between
 * populations.
 */
export type CountryGroup = 'south-asia' | 'latin-america' | 'temperate-north' | 'japan' | 'australia';
export type PriorClass = Condition | 'other';

const GROUP_OF: Record<string, CountryGroup> = {
  IN: 'south-asia',
  BR: 'latin-america',
  MX: 'latin-america',
  US: 'temperate-north',
  CA: 'temperate-north',
  GB: 'temperate-north',
  DE: 'temperate-north',
  FR: 'temperate-north',
  IT: 'temperate-north',
  ES: 'temperate-north',
  NL: 'temperate-north',
  SE: 'temperate-north',
  NO: 'temperate-north',
  JP: 'japan',
  AU: 'australia',
};

/** Unknown country: South Asia, the product's default locale, where a missed tropical fever hurts most. */
export function groupOf(country: string | undefined): CountryGroup {
  return (country && GROUP_OF[country.toUpperCase()]) || 'south-asia';
}

export const CARE_SEEKING_SHARES: Record<CountryGroup, Record<PriorClass, number>> = {
  'south-asia': {
    // Morch K, et al. Acute undifferentiated fever in India: a multicentre study
    // of aetiology and diagnostic accuracy. BMC Infect Dis 2017;17:665 (1564
    // febrile patients, 7 sites): dengue 16.9 %, malaria 10.5 %, enteric fever
    // 4.6 %, scrub typhus 17.5 %, leptospirosis 3.6 %, no cause ~45 %.
    // Chrispal A, et al. Trop Doct 2010 (Vellore AUFI): malaria 17 %, enteric
    // 7 %, dengue 8 %, scrub typhus 36 %. Scaled to febrile ~55 % of callers.
    dengue: 10,
    malaria: 7,
    typhoid: 4,
    // Chikungunya among Indian AUFI outside epidemic years ~3-6 % (approx;
    // Mørch 2017 did not test it; Kalawat U, et al. Indian J Med Microbiol 2017).
    chikungunya: 3,
    // Influenza among ILI/febrile outpatients in India 15-20 % positive
    // (Chadha MS, et al. PLoS One 2015, IDSP sentinel network) -> of all callers approx.
    flu: 10,
    covid: 3, // approx: post-2023 SARS-CoV-2 positivity in Indian ILI sentinel sites, low single digits.
    // Afebrile acute care-seeking: common cold, diarrhoea and headache are the
    // leading primary-care complaints in Indian outpatient studies (approx).
    'common-cold': 17,
    gastroenteritis: 15,
    migraine: 8,
    // Scrub typhus, leptospirosis, pneumonia and unexplained fever (Mørch 2017).
    other: 23,
  },
  'latin-america': {
    // Moreira J, et al. Etiology of acute febrile illness in Latin America: a
    // systematic review. Clin Microbiol Infect 2018;24:827-835: dengue the most
    // frequent identified cause (~20-40 % of AFI), chikungunya after 2014,
    // malaria concentrated in the Amazon, rickettsia and leptospirosis common,
    // typhoid rare. Manock SR, et al. Am J Trop Med Hyg 2009 (Peru AFI).
    dengue: 14,
    chikungunya: 5,
    malaria: 1,
    typhoid: 1,
    // Influenza ~20 % of ILI in SIVEP-Gripe (Brazil) / SISVEFLU (Mexico) (approx).
    flu: 12,
    covid: 4, // approx
    'common-cold': 20,
    gastroenteritis: 15,
    migraine: 8,
    other: 20,
  },
  'temperate-north': {
    // Primary care in high-income temperate countries: respiratory infections
    // and gastroenteritis dominate acute consultations (Fleming DM, Elliot AJ,
    // RCGP Weekly Returns; Scallan E, Emerg Infect Dis 2011). Influenza share of
    // ILI consultations averaged over the year ~10-15 % (ECDC ERVISS / CDC
    // FluView, positivity 20-40 % at peak, <2 % in summer).
    flu: 10,
    covid: 6, // approx: ECDC ERVISS SARS-CoV-2 positivity in primary care 5-15 %.
    'common-cold': 34,
    gastroenteritis: 22,
    migraine: 12,
    // Travel fevers: GeoSentinel (Leder K, et al. Ann Intern Med 2013): dengue
    // and malaria are the leading causes of fever in returned travellers, but
    // only a small fraction of all acute consultations (approx).
    dengue: 0.3,
    malaria: 0.2,
    typhoid: 0.05,
    chikungunya: 0.05,
    other: 15,
  },
  japan: {
    // NIID Infectious Diseases Weekly Report (sentinel influenza and infectious
    // gastroenteritis); imported dengue ~200 cases a year (NIID) -> tiny.
    flu: 11,
    covid: 6,
    'common-cold': 33,
    gastroenteritis: 22,
    migraine: 12,
    dengue: 0.2,
    malaria: 0.05,
    typhoid: 0.03,
    chikungunya: 0.02,
    other: 15,
  },
  australia: {
    // Australian Influenza Surveillance Report (season June-September); local
    // dengue transmission in north Queensland and travel dengue (NNDSS).
    flu: 10,
    covid: 6,
    'common-cold': 33,
    gastroenteritis: 21,
    migraine: 12,
    dengue: 0.6,
    malaria: 0.1,
    typhoid: 0.05,
    chikungunya: 0.05,
    other: 15,
  },
};

type Multipliers = Partial<Record<PriorClass, number>>;

/**
 * South Asia by IMD season (the analytics' season module): dengue,
 * chikungunya and malaria peak in the monsoon and post-monsoon (NCVBDC monthly
 * data; Mutheneni SR, et al. 2017), influenza peaks in the monsoon with a
 * winter peak in the north (Chadha 2015), enteric fever in summer and monsoon
 * (John J, N Engl J Med 2023 SEFI), diarrhoea in summer-monsoon.
 */
const SOUTH_ASIA_SEASON: Record<ReturnType<typeof seasonOf>, Multipliers> = {
  winter: { dengue: 0.5, chikungunya: 0.5, malaria: 0.6, flu: 1.2, 'common-cold': 1.3 },
  summer: { dengue: 0.4, chikungunya: 0.5, malaria: 0.8, typhoid: 1.3, gastroenteritis: 1.3 },
  monsoon: { dengue: 1.6, chikungunya: 1.5, malaria: 1.5, flu: 1.3, typhoid: 1.2, gastroenteritis: 1.2 },
  'post-monsoon': { dengue: 2, chikungunya: 1.6, malaria: 1.3 },
};

const inMonths = (m: number, months: readonly number[]) => months.includes(m);

function monthMultipliers(country: string | undefined, group: CountryGroup, month: number): Multipliers {
  switch (group) {
    case 'south-asia':
      return SOUTH_ASIA_SEASON[seasonOf(month)];
    case 'latin-america': {
      // Brazil: dengue/chikungunya peak February-May, influenza May-July
      // (Brazil Ministry of Health bulletins); Mexico: dengue July-October,
      // influenza December-February (SINAVE) (approx multipliers).
      const mexico = country?.toUpperCase() === 'MX';
      const arboPeak = mexico ? [7, 8, 9, 10] : [2, 3, 4, 5];
      const arboLow = mexico ? [1, 2, 3, 4] : [7, 8, 9, 10];
      const fluPeak = mexico ? [12, 1, 2] : [5, 6, 7];
      const arbo = inMonths(month, arboPeak) ? 1.8 : inMonths(month, arboLow) ? 0.4 : 1;
      return { dengue: arbo, chikungunya: arbo, flu: inMonths(month, fluPeak) ? 2 : 0.8 };
    }
    case 'australia':
      // Southern-hemisphere influenza season; dengue in the wet season (Dec-Apr).
      return {
        flu: inMonths(month, [6, 7, 8, 9]) ? 2.5 : 0.4,
        'common-cold': inMonths(month, [5, 6, 7, 8, 9]) ? 1.3 : 0.9,
        dengue: inMonths(month, [12, 1, 2, 3, 4]) ? 1.6 : 0.6,
      };
    default:
      // Northern temperate and Japan: influenza December-March (positivity
      // 20-40 % of ILI at peak, <2 % June-September: ECDC/CDC/NIID), colds and
      // norovirus in the cold half-year.
      return {
        flu: inMonths(month, [12, 1, 2, 3]) ? 2.5 : inMonths(month, [6, 7, 8, 9]) ? 0.15 : 0.7,
        'common-cold': inMonths(month, [10, 11, 12, 1, 2, 3]) ? 1.2 : 0.8,
        gastroenteritis: inMonths(month, [11, 12, 1, 2, 3]) ? 1.3 : 0.9,
      };
  }
}

export interface CareSeekingPrior {
  conditions: Distribution;
  /** Prior share of a cause outside the nine conditions. */
  other: number;
}

/** month 1-12; without one the yearly shares are used. */
export function careSeekingPrior(country: string | undefined, month?: number): CareSeekingPrior {
  const group = groupOf(country);
  const shares = CARE_SEEKING_SHARES[group];
  const mult = month && month >= 1 && month <= 12 ? monthMultipliers(country, group, month) : {};
  const w = {} as Record<PriorClass, number>;
  let total = 0;
  for (const k of [...CONDITIONS, 'other'] as PriorClass[]) {
    w[k] = shares[k] * (mult[k] ?? 1);
    total += w[k];
  }
  const other = w.other / total;
  const conditions = {} as Distribution;
  const nine = total - w.other;
  for (const c of CONDITIONS) conditions[c] = w[c] / nine;
  return { conditions, other };
}
