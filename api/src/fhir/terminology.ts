import {
  CASE_DEFINITION_IDS,
  CASE_DEFINITIONS,
  ILLNESS_LABELS,
  ILLNESS_TYPES,
  type IllnessType,
  SEVERITIES,
  type Severity,
  SYMPTOMS,
  type Symptom,
} from '@healthwatch/contracts';

export const SNOMED = 'http://snomed.info/sct';
export const LOINC = 'http://loinc.org';
export const ISO_3166 = 'urn:iso:std:iso:3166';

/** Paths under the FHIR base of HealthWatch's own code systems (published at GET <base>/CodeSystem/<id>). */
export const LOCAL_CODE_SYSTEM_ID = 'healthwatch';
export const ERROR_CODE_SYSTEM_ID = 'healthwatch-errors';

export interface Coding {
  system: string;
  code: string;
  display: string;
}

/**
 * SNOMED CT findings for the form's symptoms. Only concepts that are the symptom itself are used; where
 * none is (the form's "Loss of taste/smell" is two SNOMED findings, anosmia and ageusia) the symptom has a
 * local code. "Body aches" is mapped to myalgia (muscle pain), the nearest finding.
 */
const SYMPTOM_SNOMED: Readonly<Partial<Record<Symptom, [string, string]>>> = {
  Fever: ['386661006', 'Fever'],
  Cough: ['49727002', 'Cough'],
  'Sore throat': ['162397003', 'Pain in throat'],
  Headache: ['25064002', 'Headache'],
  Fatigue: ['84229001', 'Fatigue'],
  'Body aches': ['68962001', 'Muscle pain'],
  'Runny nose': ['64531003', 'Nasal discharge'],
  Nausea: ['422587007', 'Nausea'],
  Diarrhea: ['62315008', 'Diarrhea'],
  'Shortness of breath': ['267036007', 'Dyspnea'],
  'Chest pain': ['29857009', 'Chest pain'],
  Dizziness: ['404640003', 'Dizziness'],
  Chills: ['43724002', 'Chill'],
  Sweating: ['415690000', 'Sweating'],
};

/** SNOMED CT disorders for the illness a reporter names (self-declared, not a diagnosis); "other" and "unknown" are local. */
const ILLNESS_SNOMED: Readonly<Partial<Record<IllnessType, [string, string]>>> = {
  flu: ['6142004', 'Influenza'],
  dengue: ['38362002', 'Dengue'],
  covid: ['840539006', 'Disease caused by severe acute respiratory syndrome coronavirus 2'],
  malaria: ['61462000', 'Malaria'],
  typhoid: ['4834000', 'Typhoid fever'],
  chikungunya: ['111864006', 'Chikungunya fever'],
};

/** SNOMED CT severity qualifiers (those of FHIR's condition-severity value set). */
const SEVERITY_SNOMED: Readonly<Record<Severity, [string, string]>> = {
  mild: ['255604002', 'Mild'],
  moderate: ['6736007', 'Moderate'],
  severe: ['24484000', 'Severe'],
};

/** Local codes: symptom/<slug>, illness/<id>, definition/<id>, question/<linkId>. */
export const symptomSlug = (symptom: Symptom) => symptom.toLowerCase().replace(/[^a-z]+/g, '-');

export function localSystem(fhirBase: string, id = LOCAL_CODE_SYSTEM_ID): string {
  return `${fhirBase}/CodeSystem/${id}`;
}

export function symptomCoding(fhirBase: string, symptom: Symptom): Coding {
  const snomed = SYMPTOM_SNOMED[symptom];
  return snomed
    ? { system: SNOMED, code: snomed[0], display: snomed[1] }
    : { system: localSystem(fhirBase), code: `symptom/${symptomSlug(symptom)}`, display: symptom };
}

export function illnessCoding(fhirBase: string, illness: IllnessType): Coding {
  const snomed = ILLNESS_SNOMED[illness];
  return snomed
    ? { system: SNOMED, code: snomed[0], display: snomed[1] }
    : { system: localSystem(fhirBase), code: `illness/${illness}`, display: ILLNESS_LABELS[illness] };
}

export function severityCoding(severity: Severity): Coding {
  const [code, display] = SEVERITY_SNOMED[severity];
  return { system: SNOMED, code, display };
}

const sameCoding = (a: { system?: string; code?: string }, b: Coding) => a.system === b.system && a.code === b.code;

/** The form's value of a coding, or undefined for a coding outside its answer list. */
export function symptomOf(fhirBase: string, coding: { system?: string; code?: string }): Symptom | undefined {
  return SYMPTOMS.find((s) => sameCoding(coding, symptomCoding(fhirBase, s)));
}
export function illnessOf(fhirBase: string, coding: { system?: string; code?: string }): IllnessType | undefined {
  return ILLNESS_TYPES.find((i) => sameCoding(coding, illnessCoding(fhirBase, i)));
}
export function severityOf(coding: { system?: string; code?: string }): Severity | undefined {
  return SEVERITIES.find((s) => sameCoding(coding, severityCoding(s)));
}

/** Every local code, with its meaning: the body of the published CodeSystem. */
export function localConcepts(fhirBase: string): { code: string; display: string; definition: string }[] {
  const symptoms = SYMPTOMS.filter((s) => symptomCoding(fhirBase, s).system !== SNOMED).map((s) => ({
    code: `symptom/${symptomSlug(s)}`,
    display: s,
    definition: `The report form's symptom "${s}" (no single SNOMED CT finding covers it).`,
  }));
  const illnesses = ILLNESS_TYPES.filter((i) => illnessCoding(fhirBase, i).system !== SNOMED).map((i) => ({
    code: `illness/${i}`,
    display: ILLNESS_LABELS[i],
    definition: `The illness a reporter names: ${i === 'other' ? 'another illness' : 'does not know'}.`,
  }));
  const definitions = CASE_DEFINITION_IDS.map((id) => ({
    code: `definition/${id}`,
    display: id,
    definition: `${CASE_DEFINITIONS[id].source}. Mapped to the report form's symptoms; not asked: ${CASE_DEFINITIONS[id].missing.join(', ')}.`,
  }));
  const questions = [
    { code: 'question/illness-type', display: 'Illness type', definition: 'The illness the reporter thinks it is.' },
    { code: 'question/severity', display: 'Severity', definition: 'How severe the reporter finds it.' },
    { code: 'question/country', display: 'Country', definition: 'ISO 3166-1 alpha-2 code of the country.' },
    {
      code: 'question/participant',
      display: 'Participant key',
      definition:
        'A random key the reporting app made once (22 to 64 letters, digits, - or _); never stored: only a weekly pseudonym of it counts the participant.',
    },
  ];
  const measures = [
    {
      code: 'population/participants',
      display: 'Participants',
      definition: 'Distinct participants in the area and ISO week.',
    },
    { code: 'population/cases', display: 'Cases', definition: 'Participants meeting the case definition that week.' },
  ];
  return [...symptoms, ...illnesses, ...definitions, ...questions, ...measures];
}
