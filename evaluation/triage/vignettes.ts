import type { Condition, Symptom, TriageLevel } from '@healthwatch/contracts';
import type { LocalCounts } from '@healthwatch/triage-engine';

/**
 * Evaluation vignettes for the consultation engine, written from WHO/CDC case
 * definitions and triage guidance before looking at the engine's answers. Each
 * lists every symptom from the 15 that the patient has (a full checklist), the
 * country (it decides endemic-area priors and triage), and the answer a
 * clinician following the cited definition would expect: the illness (or
 * 'unknown' where the 15 symptoms cannot tell, or the cause lies outside the
 * nine conditions) and the triage level.
 *
 * Never change the likelihoods to fit these; change a vignette only when its
 * rationale is wrong.
 */
export interface Vignette {
  id: string;
  country: string;
  symptoms: Symptom[];
  localCounts?: LocalCounts;
  expected: Condition | 'unknown';
  triage: TriageLevel;
  rationale: string;
}

export const VIGNETTES: readonly Vignette[] = [
  // Influenza — CDC influenza-like illness: fever with cough and/or sore throat; CDC flu emergency warning signs.
  {
    id: 'flu-classic',
    country: 'US',
    symptoms: ['Fever', 'Cough', 'Sore throat', 'Headache', 'Body aches', 'Fatigue', 'Chills'],
    expected: 'flu',
    triage: 'self-care',
    rationale: 'CDC ILI definition plus the typical abrupt myalgia, headache and chills; healthy adult, home care.',
  },
  {
    id: 'flu-ili-minimal',
    country: 'GB',
    symptoms: ['Fever', 'Cough', 'Sore throat'],
    expected: 'flu',
    triage: 'self-care',
    rationale: 'Exactly the CDC ILI case definition (fever with cough and sore throat) in flu season.',
  },
  {
    id: 'flu-myalgic',
    country: 'DE',
    symptoms: ['Fever', 'Cough', 'Body aches', 'Fatigue', 'Headache'],
    expected: 'flu',
    triage: 'self-care',
    rationale: 'Fever and cough with prominent myalgia and malaise, the Monto et al. predictors of influenza.',
  },
  {
    id: 'flu-coryzal',
    country: 'CA',
    symptoms: ['Fever', 'Cough', 'Runny nose', 'Sore throat', 'Body aches', 'Chills'],
    expected: 'flu',
    triage: 'self-care',
    rationale:
      'Fever with cough and nasal symptoms plus chills and myalgia: influenza rather than a cold (fever and myalgia uncommon in colds, Eccles 2005).',
  },
  {
    id: 'flu-breathless',
    country: 'US',
    symptoms: ['Fever', 'Cough', 'Shortness of breath', 'Fatigue', 'Body aches'],
    expected: 'flu',
    triage: 'see-doctor',
    rationale: 'Influenza with difficulty breathing: CDC advises medical care.',
  },
  {
    id: 'flu-severe',
    country: 'FR',
    symptoms: ['Fever', 'Cough', 'Shortness of breath', 'Dizziness', 'Fatigue'],
    expected: 'flu',
    triage: 'emergency',
    rationale: 'CDC flu emergency warning signs: difficulty breathing with dizziness.',
  },
  {
    id: 'flu-endemic',
    country: 'IN',
    symptoms: ['Fever', 'Cough', 'Sore throat', 'Body aches', 'Headache'],
    expected: 'flu',
    triage: 'see-doctor',
    rationale: 'ILI, but in a malaria-endemic area WHO requires a malaria test for any fever.',
  },

  // COVID-19 — WHO case definition (2022): fever and cough, or 3+ of the listed symptoms, or new anosmia/ageusia.
  {
    id: 'covid-anosmia',
    country: 'US',
    symptoms: ['Fever', 'Cough', 'Loss of taste/smell', 'Fatigue'],
    expected: 'covid',
    triage: 'self-care',
    rationale: 'WHO probable case: acute loss of smell/taste with fever and cough.',
  },
  {
    id: 'covid-anosmia-afebrile',
    country: 'GB',
    symptoms: ['Loss of taste/smell', 'Headache', 'Fatigue'],
    expected: 'covid',
    triage: 'self-care',
    rationale: 'WHO: recent anosmia/ageusia without another cause is a probable case.',
  },
  {
    id: 'covid-classic',
    country: 'FR',
    symptoms: ['Fever', 'Cough', 'Fatigue', 'Loss of taste/smell', 'Body aches', 'Headache'],
    expected: 'covid',
    triage: 'self-care',
    rationale: 'WHO criteria A and the anosmia criterion; mild illness, isolate and rest.',
  },
  {
    id: 'covid-dyspnoea',
    country: 'DE',
    symptoms: ['Fever', 'Cough', 'Shortness of breath', 'Loss of taste/smell'],
    expected: 'covid',
    triage: 'see-doctor',
    rationale: 'COVID-19 with dyspnoea: CDC says seek medical care.',
  },
  {
    id: 'covid-severe',
    country: 'US',
    symptoms: ['Fever', 'Cough', 'Shortness of breath', 'Chest pain', 'Fatigue'],
    expected: 'covid',
    triage: 'emergency',
    rationale: 'CDC emergency warning signs: trouble breathing with persistent chest pain.',
  },
  {
    id: 'covid-gi',
    country: 'SE',
    symptoms: ['Fever', 'Diarrhea', 'Loss of taste/smell', 'Fatigue'],
    expected: 'covid',
    triage: 'self-care',
    rationale: 'Anosmia with fever and diarrhoea (WHO lists diarrhoea among COVID-19 symptoms).',
  },

  // Dengue — WHO 2009: fever in an endemic area with two of nausea/vomiting, rash, aches and pains, leukopenia, warning signs.
  {
    id: 'dengue-classic',
    country: 'IN',
    symptoms: ['Fever', 'Headache', 'Body aches', 'Nausea'],
    expected: 'dengue',
    triage: 'see-doctor',
    rationale: 'WHO probable dengue: fever with aches and pains and nausea; needs an NS1/IgM test.',
  },
  {
    id: 'dengue-full',
    country: 'IN',
    symptoms: ['Fever', 'Headache', 'Body aches', 'Fatigue', 'Nausea', 'Chills'],
    expected: 'dengue',
    triage: 'see-doctor',
    rationale: 'Classic dengue fever (headache, myalgia, nausea) without respiratory symptoms.',
  },
  {
    id: 'dengue-aches',
    country: 'BR',
    symptoms: ['Fever', 'Body aches', 'Headache', 'Fatigue'],
    expected: 'dengue',
    triage: 'see-doctor',
    rationale: 'Fever with headache and aches in Brazil during the dengue season; no respiratory symptoms.',
  },
  {
    id: 'dengue-warning',
    country: 'IN',
    symptoms: ['Fever', 'Nausea', 'Dizziness', 'Fatigue', 'Body aches'],
    expected: 'dengue',
    triage: 'emergency',
    rationale: 'WHO dengue warning signs: persistent vomiting, lethargy, postural dizziness — admit.',
  },
  {
    id: 'dengue-gi',
    country: 'MX',
    symptoms: ['Fever', 'Headache', 'Nausea', 'Diarrhea', 'Body aches'],
    expected: 'dengue',
    triage: 'see-doctor',
    rationale: 'Dengue often has gastrointestinal symptoms (Potts & Rothman 2008); fever with aches in Mexico.',
  },
  {
    id: 'dengue-outbreak',
    country: 'IN',
    symptoms: ['Fever', 'Headache', 'Body aches'],
    localCounts: { dengue: 25 },
    expected: 'dengue',
    triage: 'see-doctor',
    rationale: 'Fever with aches and pains during a local dengue outbreak (25 reports in 14 days).',
  },

  // Malaria — WHO: fever in an endemic area; CDC: paroxysms of chills, fever and sweats, with headache, aches, nausea.
  {
    id: 'malaria-paroxysm',
    country: 'IN',
    symptoms: ['Fever', 'Chills', 'Sweating', 'Headache'],
    expected: 'malaria',
    triage: 'see-doctor',
    rationale: 'Classic malarial paroxysm (cold stage, fever, sweating) with headache; test the same day.',
  },
  {
    id: 'malaria-full',
    country: 'IN',
    symptoms: ['Fever', 'Chills', 'Sweating', 'Headache', 'Body aches', 'Fatigue', 'Nausea'],
    expected: 'malaria',
    triage: 'see-doctor',
    rationale: 'CDC list of uncomplicated malaria symptoms.',
  },
  {
    id: 'malaria-gi',
    country: 'BR',
    symptoms: ['Fever', 'Chills', 'Sweating', 'Nausea', 'Diarrhea'],
    expected: 'malaria',
    triage: 'see-doctor',
    rationale: 'Paroxysmal fever with nausea and diarrhoea (CDC lists both) in the Amazon region.',
  },
  {
    id: 'malaria-severe',
    country: 'IN',
    symptoms: ['Fever', 'Chills', 'Sweating', 'Dizziness', 'Nausea'],
    expected: 'malaria',
    triage: 'emergency',
    rationale: 'WHO severe malaria features: prostration and repeated vomiting.',
  },
  {
    id: 'malaria-outbreak',
    country: 'IN',
    symptoms: ['Fever', 'Chills', 'Headache', 'Fatigue'],
    localCounts: { malaria: 20 },
    expected: 'malaria',
    triage: 'see-doctor',
    rationale: 'Fever with chills during a local malaria rise (20 reports in 14 days).',
  },

  // Typhoid — WHO: sustained fever with headache, malaise, anorexia, abdominal symptoms (diarrhoea or constipation), dry cough.
  {
    id: 'typhoid-classic',
    country: 'IN',
    symptoms: ['Fever', 'Headache', 'Fatigue', 'Cough', 'Diarrhea'],
    expected: 'typhoid',
    triage: 'see-doctor',
    rationale: 'Sustained fever with headache, malaise, dry cough and diarrhoea (Parry et al. 2002).',
  },
  {
    id: 'typhoid-malaise',
    country: 'IN',
    symptoms: ['Fever', 'Headache', 'Fatigue', 'Nausea'],
    expected: 'typhoid',
    triage: 'see-doctor',
    rationale: 'WHO: prolonged fever, fatigue, headache and nausea.',
  },
  {
    id: 'typhoid-outbreak',
    country: 'IN',
    symptoms: ['Fever', 'Headache', 'Fatigue', 'Diarrhea'],
    localCounts: { typhoid: 20 },
    expected: 'typhoid',
    triage: 'see-doctor',
    rationale: 'Enteric fever picture during a local typhoid cluster.',
  },
  {
    id: 'typhoid-severe',
    country: 'IN',
    symptoms: ['Fever', 'Diarrhea', 'Dizziness', 'Fatigue', 'Headache'],
    expected: 'typhoid',
    triage: 'emergency',
    rationale: 'Typhoid with dehydration and prostration: WHO complicated typhoid needs hospital care.',
  },

  // Chikungunya — WHO: acute fever with severe arthralgia not explained by another condition.
  {
    id: 'chik-classic',
    country: 'IN',
    symptoms: ['Fever', 'Body aches'],
    expected: 'chikungunya',
    triage: 'see-doctor',
    rationale: 'WHO clinical case: fever with severe joint pain.',
  },
  {
    id: 'chik-full',
    country: 'BR',
    symptoms: ['Fever', 'Body aches', 'Headache', 'Fatigue', 'Nausea'],
    expected: 'chikungunya',
    triage: 'see-doctor',
    rationale: 'Fever with polyarthralgia, headache, nausea and fatigue (Staples et al. 2009).',
  },
  {
    id: 'chik-outbreak',
    country: 'IN',
    symptoms: ['Fever', 'Body aches', 'Fatigue'],
    localCounts: { chikungunya: 20 },
    expected: 'chikungunya',
    triage: 'see-doctor',
    rationale: 'Fever with joint pain during a local chikungunya outbreak.',
  },
  {
    id: 'chik-chills',
    country: 'MX',
    symptoms: ['Fever', 'Body aches', 'Chills', 'Fatigue'],
    expected: 'chikungunya',
    triage: 'see-doctor',
    rationale: 'Abrupt fever with chills and disabling joint pain.',
  },

  // Common cold — CDC: runny nose, sore throat, cough, sneezing; fever uncommon in adults.
  {
    id: 'cold-classic',
    country: 'CA',
    symptoms: ['Runny nose', 'Sore throat', 'Cough'],
    expected: 'common-cold',
    triage: 'self-care',
    rationale: 'CDC common cold symptoms without fever.',
  },
  {
    id: 'cold-headache',
    country: 'US',
    symptoms: ['Runny nose', 'Sore throat', 'Headache', 'Fatigue'],
    expected: 'common-cold',
    triage: 'self-care',
    rationale: 'Coryza and sore throat with mild malaise (Eccles 2005).',
  },
  {
    id: 'cold-cough',
    country: 'NO',
    symptoms: ['Runny nose', 'Cough', 'Fatigue'],
    expected: 'common-cold',
    triage: 'self-care',
    rationale: 'Afebrile coryza and cough.',
  },
  {
    id: 'cold-india',
    country: 'IN',
    symptoms: ['Runny nose', 'Sore throat', 'Cough', 'Headache'],
    expected: 'common-cold',
    triage: 'self-care',
    rationale: 'Afebrile upper respiratory infection; no fever, so no malaria test needed.',
  },

  // Gastroenteritis — CDC norovirus: diarrhoea, vomiting, nausea; WHO diarrhoeal disease: dehydration signs.
  {
    id: 'gastro-classic',
    country: 'US',
    symptoms: ['Nausea', 'Diarrhea'],
    expected: 'gastroenteritis',
    triage: 'self-care',
    rationale: 'Acute vomiting and diarrhoea (CDC norovirus).',
  },
  {
    id: 'gastro-fever',
    country: 'GB',
    symptoms: ['Nausea', 'Diarrhea', 'Fever', 'Body aches'],
    expected: 'gastroenteritis',
    triage: 'self-care',
    rationale: 'Norovirus often brings low fever and body aches (CDC).',
  },
  {
    id: 'gastro-dehydration',
    country: 'ES',
    symptoms: ['Nausea', 'Diarrhea', 'Dizziness', 'Fatigue'],
    expected: 'gastroenteritis',
    triage: 'see-doctor',
    rationale: 'WHO: dizziness signals dehydration; needs assessment.',
  },
  {
    id: 'gastro-severe',
    country: 'IN',
    symptoms: ['Fever', 'Diarrhea', 'Nausea', 'Dizziness'],
    expected: 'gastroenteritis',
    triage: 'emergency',
    rationale: 'Fever with vomiting, diarrhoea and dizziness: WHO severe dehydration danger signs.',
  },
  {
    id: 'gastro-chills',
    country: 'IT',
    symptoms: ['Diarrhea', 'Nausea', 'Headache', 'Chills'],
    expected: 'gastroenteritis',
    triage: 'self-care',
    rationale: 'Norovirus with headache and chills (CDC).',
  },

  // Migraine — ICHD-3 1.1: headache with nausea and/or photophobia and phonophobia.
  {
    id: 'migraine-classic',
    country: 'US',
    symptoms: ['Headache', 'Nausea'],
    expected: 'migraine',
    triage: 'self-care',
    rationale: 'ICHD-3: headache with nausea, no fever.',
  },
  {
    id: 'migraine-vertigo',
    country: 'DE',
    symptoms: ['Headache', 'Nausea', 'Dizziness'],
    expected: 'migraine',
    triage: 'self-care',
    rationale: 'Migraine with vestibular symptoms (Vukovic et al. 2007), known migraineur.',
  },
  {
    id: 'migraine-fatigue',
    country: 'IN',
    symptoms: ['Headache', 'Nausea', 'Fatigue'],
    expected: 'migraine',
    triage: 'self-care',
    rationale: 'Afebrile headache with nausea and postdromal fatigue.',
  },

  // Emergencies and patterns outside the nine conditions, and too little information.
  {
    id: 'acs-classic',
    country: 'US',
    symptoms: ['Chest pain', 'Sweating', 'Nausea', 'Shortness of breath'],
    expected: 'unknown',
    triage: 'emergency',
    rationale: 'AHA heart attack warning signs: chest pain with cold sweat, nausea and breathlessness.',
  },
  {
    id: 'acs-dizzy',
    country: 'IN',
    symptoms: ['Chest pain', 'Dizziness'],
    expected: 'unknown',
    triage: 'emergency',
    rationale: 'AHA: chest discomfort with light-headedness.',
  },
  {
    id: 'hypoxia',
    country: 'GB',
    symptoms: ['Shortness of breath', 'Dizziness', 'Fatigue'],
    expected: 'unknown',
    triage: 'emergency',
    rationale: 'NHS: severe breathlessness with faintness needs 999.',
  },
  {
    id: 'chest-pain-alone',
    country: 'US',
    symptoms: ['Chest pain'],
    expected: 'unknown',
    triage: 'see-doctor',
    rationale: 'NHS: chest pain alone should be checked the same day; one symptom is not enough to name a cause.',
  },
  {
    id: 'one-symptom',
    country: 'SE',
    symptoms: ['Headache'],
    expected: 'unknown',
    triage: 'self-care',
    rationale: 'A single headache without red flags: not enough information, self-care advice.',
  },
  {
    id: 'fever-only-endemic',
    country: 'IN',
    symptoms: ['Fever'],
    expected: 'unknown',
    triage: 'see-doctor',
    rationale: 'WHO malaria guideline: any fever in an endemic area needs a test, but fever alone names no illness.',
  },
];
