import type { Symptom } from '../domain/symptoms';

/**
 * Standard case definitions mapped to the report form's 15 symptoms (docs/SPEC.md §3), so that rates
 * compare across areas and countries as InfluenzaNet's do. Each is a pure predicate over a report's
 * symptoms; `missing` says which criteria of the source the form cannot ask, so a reader knows what the
 * mapping leaves out (every definition here is therefore a syndromic approximation, not a diagnosis).
 */
export const CASE_DEFINITION_IDS = ['ili-who', 'ili-ecdc', 'cli', 'dli', 'age'] as const;
export type CaseDefinitionId = (typeof CASE_DEFINITION_IDS)[number];

export interface CaseDefinition {
  id: CaseDefinitionId;
  /** Where the definition comes from. */
  source: string;
  /** Criteria of the source the form does not ask. */
  missing: readonly string[];
  matches(symptoms: readonly Symptom[]): boolean;
}

const has = (symptoms: readonly Symptom[], wanted: Symptom) => symptoms.includes(wanted);
const countOf = (symptoms: readonly Symptom[], among: readonly Symptom[]) =>
  among.reduce((n, s) => n + (symptoms.includes(s) ? 1 : 0), 0);

/** ECDC's systemic symptoms (fever or feverishness, malaise, headache, myalgia) in the form's words. */
const ECDC_SYSTEMIC: readonly Symptom[] = ['Fever', 'Chills', 'Fatigue', 'Headache', 'Body aches'];
/** ECDC's respiratory symptoms (cough, sore throat, shortness of breath). */
const ECDC_RESPIRATORY: readonly Symptom[] = ['Cough', 'Sore throat', 'Shortness of breath'];
/** WHO's COVID-19 clinical criterion B: three or more of these of acute onset. */
const WHO_COVID_ANY_THREE: readonly Symptom[] = [
  'Fever',
  'Cough',
  'Fatigue',
  'Headache',
  'Body aches',
  'Sore throat',
  'Runny nose',
  'Shortness of breath',
  'Nausea',
  'Diarrhea',
];
/** WHO 2009 probable dengue: fever and two of these ("aches and pains" covers headache and myalgia). */
const WHO_DENGUE_TWO_OF: readonly Symptom[] = ['Nausea', 'Headache', 'Body aches'];

export const CASE_DEFINITIONS: Readonly<Record<CaseDefinitionId, CaseDefinition>> = {
  'ili-who': {
    id: 'ili-who',
    source:
      'WHO surveillance standards for influenza (2014): acute respiratory infection with fever ≥ 38 °C and cough, onset within 10 days',
    missing: ['measured temperature ≥ 38 °C', 'onset within the last 10 days'],
    matches: (s) => has(s, 'Fever') && has(s, 'Cough'),
  },
  'ili-ecdc': {
    id: 'ili-ecdc',
    source:
      'EU case definition of influenza-like illness (Commission Implementing Decision 2018/945): sudden onset, at least one of fever or feverishness, malaise, headache, myalgia, and at least one of cough, sore throat, shortness of breath',
    missing: ['sudden onset'],
    matches: (s) => countOf(s, ECDC_SYSTEMIC) >= 1 && countOf(s, ECDC_RESPIRATORY) >= 1,
  },
  cli: {
    id: 'cli',
    source:
      'WHO COVID-19 clinical criteria (December 2020): acute onset of fever and cough, or of any three or more of fever, cough, weakness/fatigue, headache, myalgia, sore throat, coryza, dyspnoea, anorexia/nausea/vomiting, diarrhoea, altered mental status; or recent loss of smell or taste',
    missing: ['acute onset', 'anorexia', 'vomiting', 'altered mental status'],
    matches: (s) =>
      (has(s, 'Fever') && has(s, 'Cough')) || countOf(s, WHO_COVID_ANY_THREE) >= 3 || has(s, 'Loss of taste/smell'),
  },
  dli: {
    id: 'dli',
    source:
      'WHO 2009 probable dengue: living in or travel to an endemic area, fever and two of nausea/vomiting, rash, aches and pains, positive tourniquet test, leukopenia, any warning sign',
    missing: ['endemic exposure', 'rash', 'vomiting', 'tourniquet test', 'leukopenia', 'warning signs'],
    matches: (s) => has(s, 'Fever') && countOf(s, WHO_DENGUE_TWO_OF) >= 2,
  },
  age: {
    id: 'age',
    source:
      'International standard case definition of acute gastroenteritis (Majowicz et al. 2008): three or more loose stools, or any vomiting, in 24 hours',
    missing: ['stool frequency (three or more in 24 hours)', 'vomiting (the form asks nausea)'],
    matches: (s) => has(s, 'Diarrhea'),
  },
};

/** The definitions a report with these symptoms meets, in CASE_DEFINITION_IDS order. */
export function classifyReport(symptoms: readonly Symptom[]): CaseDefinitionId[] {
  return CASE_DEFINITION_IDS.filter((id) => CASE_DEFINITIONS[id].matches(symptoms));
}

/** English names, as the shared catalogs' `definition.*` words (@healthwatch/ui-kit, i18n/messages/en.json) give them. */
export const CASE_DEFINITION_LABELS: Readonly<Record<CaseDefinitionId, string>> = {
  'ili-who': 'Influenza-like illness (WHO)',
  'ili-ecdc': 'Influenza-like illness (ECDC)',
  cli: 'COVID-like illness',
  dli: 'Dengue-like illness',
  age: 'Acute gastroenteritis',
};

export function isCaseDefinitionId(value: unknown): value is CaseDefinitionId {
  return typeof value === 'string' && (CASE_DEFINITION_IDS as readonly string[]).includes(value);
}

/**
 * The syndrome whose rate per participant speaks to an illness's alarm. Chikungunya's acute fever with aches meets
 * WHO's probable-dengue criteria, and arbovirus surveillance in the Americas counts the two together.
 */
const RATE_DEFINITION_OF: Readonly<Partial<Record<string, CaseDefinitionId>>> = {
  flu: 'ili-who',
  covid: 'cli',
  dengue: 'dli',
  chikungunya: 'dli',
};

/**
 * The definition whose weekly rate stands beside an alarm on a series (an illness, a case definition, or "all"):
 * the series' own syndrome where it has one, else WHO's ILI, the rate most networks publish, as the area's context.
 */
export function rateDefinitionOf(series: string): CaseDefinitionId {
  return isCaseDefinitionId(series) ? series : (RATE_DEFINITION_OF[series] ?? 'ili-who');
}
