import type { Condition, Symptom } from '@healthwatch/contracts';

/**
 * P(symptom reported | condition) for the 15 symptoms, one row per condition.
 *
 * This is the reviewed data file of the consultation engine. Every figure is
 * written from the cited sources, rounded to two decimals. Where a source
 * gives a range, the middle of the range is used; where the 15 symptoms do not
 * match a source's wording one to one (e.g. "myalgia/arthralgia" -> Body aches,
 * "vomiting" -> Nausea, "malaise/weakness" -> Fatigue, "rigors" -> Chills,
 * "anosmia/ageusia" -> Loss of taste/smell) the closer term is used and the
 * figure is marked `approx`. Symptoms a source does not list at all get a small
 * floor (0.01-0.05) so that one unusual symptom never rules a condition out:
 * those are always approximations and are listed in `approx`.
 *
 * These numbers must come from the sources, never from the evaluation
 * vignettes in evaluation/triage/.
 */
export interface ConditionProfile {
  likelihood: Record<Symptom, number>;
  sources: readonly string[];
  /** Symptoms whose figure is an approximation (no direct published frequency). */
  approx: readonly Symptom[];
}

export const LIKELIHOODS: Record<Condition, ConditionProfile> = {
  flu: {
    // Monto et al. 2000: in laboratory-confirmed influenza, cough 93%, fever 68%
    // (with feverishness higher), nasal congestion 91%, weakness 94%, myalgia 94%,
    // headache 91%, sore throat 84%, sweats/chills 90% (combined). Mid-adult
    // figures from CDC's list are lower; the rounded middle of the two is used.
    likelihood: {
      Fever: 0.75,
      Cough: 0.9,
      'Sore throat': 0.7,
      Headache: 0.75,
      Fatigue: 0.8,
      'Body aches': 0.75,
      'Runny nose': 0.65,
      Nausea: 0.1,
      Diarrhea: 0.05,
      'Loss of taste/smell': 0.05,
      'Shortness of breath': 0.1,
      'Chest pain': 0.1,
      Dizziness: 0.1,
      Chills: 0.65,
      Sweating: 0.45,
    },
    sources: [
      'CDC, "Signs and Symptoms of Flu" (cdc.gov/flu/signs-symptoms)',
      'Monto AS, Gravenstein S, Elliott M, et al. Clinical signs and symptoms predicting influenza infection. Arch Intern Med. 2000;160(21):3243-3247',
      'WHO fact sheet "Influenza (seasonal)", 2023',
    ],
    approx: ['Nausea', 'Diarrhea', 'Loss of taste/smell', 'Shortness of breath', 'Chest pain', 'Dizziness', 'Sweating'],
  },
  dengue: {
    // WHO 2009 dengue guideline: probable dengue = fever with two of nausea/vomiting,
    // rash, aches and pains, leukopenia, positive tourniquet test. Clinical series
    // (e.g. Kalayanarooj 2011; Potts & Rothman 2008 review of 'dengue vs other
    // febrile illness') report fever ~100%, headache 70-90%, myalgia/arthralgia
    // 60-80%, nausea/vomiting 40-60%, retro-orbital pain, fatigue; respiratory
    // symptoms are uncommon (15-20%).
    likelihood: {
      Fever: 0.98,
      Cough: 0.15,
      'Sore throat': 0.15,
      Headache: 0.8,
      Fatigue: 0.7,
      'Body aches': 0.75,
      'Runny nose': 0.05,
      Nausea: 0.5,
      Diarrhea: 0.2,
      'Loss of taste/smell': 0.1,
      'Shortness of breath': 0.05,
      'Chest pain': 0.03,
      Dizziness: 0.2,
      Chills: 0.5,
      Sweating: 0.2,
    },
    sources: [
      'WHO. Dengue: guidelines for diagnosis, treatment, prevention and control. Geneva: WHO; 2009',
      'WHO fact sheet "Dengue and severe dengue", 2024',
      'CDC, "Symptoms of Dengue and Testing" (cdc.gov/dengue)',
      'Potts JA, Rothman AL. Clinical and laboratory features that distinguish dengue from other febrile illnesses in endemic populations. Trop Med Int Health. 2008;13(11):1328-1340',
    ],
    approx: [
      'Runny nose',
      'Loss of taste/smell',
      'Shortness of breath',
      'Chest pain',
      'Dizziness',
      'Chills',
      'Sweating',
    ],
  },
  covid: {
    // WHO-China Joint Mission (55,924 confirmed cases): fever 87.9%, dry cough
    // 67.7%, fatigue 38.1%, shortness of breath 18.6%, sore throat 13.9%,
    // headache 13.6%, myalgia 14.8%, chills 11.4%, nausea/vomiting 5.0%, nasal
    // congestion 4.8%, diarrhoea 3.7%. Later variants shifted towards upper
    // airway symptoms and less fever and smell loss (CDC symptom list; ZOE
    // study); the figures blend both eras and are therefore approximate.
    likelihood: {
      Fever: 0.7,
      Cough: 0.65,
      'Sore throat': 0.3,
      Headache: 0.35,
      Fatigue: 0.5,
      'Body aches': 0.3,
      'Runny nose': 0.2,
      Nausea: 0.08,
      Diarrhea: 0.08,
      'Loss of taste/smell': 0.3,
      'Shortness of breath': 0.2,
      'Chest pain': 0.1,
      Dizziness: 0.1,
      Chills: 0.2,
      Sweating: 0.1,
    },
    sources: [
      'Report of the WHO-China Joint Mission on Coronavirus Disease 2019 (COVID-19), 16-24 February 2020',
      'CDC, "Symptoms of COVID-19" (cdc.gov/covid/signs-symptoms)',
      'Menni C, et al. Symptom prevalence, duration, and risk of hospital admission in individuals infected with SARS-CoV-2 during periods of omicron and delta variant dominance. Lancet. 2022;399:1618-1624',
    ],
    approx: [
      'Fever',
      'Sore throat',
      'Headache',
      'Runny nose',
      'Loss of taste/smell',
      'Chest pain',
      'Dizziness',
      'Sweating',
    ],
  },
  malaria: {
    // CDC: fever and flu-like illness, shaking chills, headache, muscle aches,
    // tiredness, nausea, vomiting, diarrhoea; the classic paroxysm is cold stage
    // (chills), hot stage (fever) and sweating stage. WHO guideline: suspect
    // malaria in any febrile patient in an endemic area.
    likelihood: {
      Fever: 0.95,
      Cough: 0.15,
      'Sore throat': 0.05,
      Headache: 0.7,
      Fatigue: 0.6,
      'Body aches': 0.55,
      'Runny nose': 0.03,
      Nausea: 0.4,
      Diarrhea: 0.15,
      'Loss of taste/smell': 0.02,
      'Shortness of breath': 0.05,
      'Chest pain': 0.03,
      Dizziness: 0.2,
      Chills: 0.8,
      Sweating: 0.6,
    },
    sources: [
      'WHO Guidelines for malaria, 2023 (clinical diagnosis section)',
      'WHO fact sheet "Malaria", 2024',
      'CDC, "Malaria: Symptoms" and CDC Yellow Book 2024, chapter "Malaria"',
    ],
    approx: [
      'Cough',
      'Sore throat',
      'Runny nose',
      'Loss of taste/smell',
      'Shortness of breath',
      'Chest pain',
      'Dizziness',
      'Sweating',
    ],
  },
  typhoid: {
    // WHO: prolonged high fever, fatigue, headache, nausea, abdominal pain,
    // constipation or diarrhoea. Parry et al.: fever >95%, headache 60-80%,
    // malaise, anorexia, cough 20-45%, diarrhoea ~30% (constipation in others),
    // chills 30-40%, myalgia 20-40%.
    likelihood: {
      Fever: 0.97,
      Cough: 0.3,
      'Sore throat': 0.1,
      Headache: 0.7,
      Fatigue: 0.7,
      'Body aches': 0.35,
      'Runny nose': 0.03,
      Nausea: 0.35,
      Diarrhea: 0.3,
      'Loss of taste/smell': 0.05,
      'Shortness of breath': 0.05,
      'Chest pain': 0.03,
      Dizziness: 0.1,
      Chills: 0.35,
      Sweating: 0.25,
    },
    sources: [
      'WHO fact sheet "Typhoid", 2023',
      'Parry CM, Hien TT, Dougan G, White NJ, Farrar JJ. Typhoid fever. N Engl J Med. 2002;347(22):1770-1782',
      'CDC Yellow Book 2024, chapter "Typhoid & Paratyphoid Fever"',
    ],
    approx: [
      'Sore throat',
      'Runny nose',
      'Loss of taste/smell',
      'Shortness of breath',
      'Chest pain',
      'Dizziness',
      'Sweating',
    ],
  },
  chikungunya: {
    // WHO: abrupt fever frequently with joint pain; also muscle pain, headache,
    // nausea, fatigue, rash. Staples et al.: fever 76-100%, polyarthralgia
    // 87-100% (-> Body aches), headache 17-74%, myalgia 46-72%, nausea 50-69%
    // in some series, fatigue common.
    likelihood: {
      Fever: 0.93,
      Cough: 0.05,
      'Sore throat': 0.05,
      Headache: 0.5,
      Fatigue: 0.6,
      'Body aches': 0.95,
      'Runny nose': 0.03,
      Nausea: 0.4,
      Diarrhea: 0.1,
      'Loss of taste/smell': 0.03,
      'Shortness of breath': 0.03,
      'Chest pain': 0.02,
      Dizziness: 0.1,
      Chills: 0.4,
      Sweating: 0.15,
    },
    sources: [
      'WHO fact sheet "Chikungunya", 2025',
      'Staples JE, Breiman RF, Powers AM. Chikungunya fever: an epidemiological review of a re-emerging infectious disease. Clin Infect Dis. 2009;49(6):942-948',
      'CDC, "Symptoms, Diagnosis, & Treatment of Chikungunya" (cdc.gov/chikungunya)',
    ],
    approx: [
      'Cough',
      'Sore throat',
      'Runny nose',
      'Loss of taste/smell',
      'Shortness of breath',
      'Chest pain',
      'Dizziness',
      'Chills',
      'Sweating',
    ],
  },
  'common-cold': {
    // Eccles: sneezing, nasal discharge/congestion, sore throat, cough, mild
    // malaise; fever uncommon in adults. CDC: runny nose, sore throat, cough,
    // congestion, body aches, headache, sneezing, fever (uncommon in adults).
    likelihood: {
      Fever: 0.15,
      Cough: 0.5,
      'Sore throat': 0.6,
      Headache: 0.3,
      Fatigue: 0.4,
      'Body aches': 0.2,
      'Runny nose': 0.85,
      Nausea: 0.03,
      Diarrhea: 0.03,
      'Loss of taste/smell': 0.15,
      'Shortness of breath': 0.03,
      'Chest pain': 0.03,
      Dizziness: 0.03,
      Chills: 0.15,
      Sweating: 0.05,
    },
    sources: [
      'Eccles R. Understanding the symptoms of the common cold and influenza. Lancet Infect Dis. 2005;5(11):718-725',
      'CDC, "About Common Cold" (cdc.gov/common-cold)',
    ],
    approx: [
      'Headache',
      'Fatigue',
      'Body aches',
      'Nausea',
      'Diarrhea',
      'Loss of taste/smell',
      'Shortness of breath',
      'Chest pain',
      'Dizziness',
      'Chills',
      'Sweating',
    ],
  },
  gastroenteritis: {
    // CDC norovirus: diarrhoea, vomiting, nausea, stomach pain; also fever,
    // headache, body aches. WHO diarrhoeal disease: dehydration (dizziness) is
    // the main danger. Series of norovirus outbreaks: vomiting ~70%, diarrhoea
    // ~85%, fever ~35-40%, myalgia ~25%, headache ~30%.
    likelihood: {
      Fever: 0.35,
      Cough: 0.03,
      'Sore throat': 0.03,
      Headache: 0.3,
      Fatigue: 0.4,
      'Body aches': 0.25,
      'Runny nose': 0.03,
      Nausea: 0.8,
      Diarrhea: 0.88,
      'Loss of taste/smell': 0.03,
      'Shortness of breath': 0.02,
      'Chest pain': 0.02,
      Dizziness: 0.2,
      Chills: 0.2,
      Sweating: 0.1,
    },
    sources: [
      'CDC, "Symptoms of Norovirus" (cdc.gov/norovirus)',
      'WHO fact sheet "Diarrhoeal disease", 2024',
      'Kaplan JE, et al. Epidemiology of Norwalk gastroenteritis and the role of Norwalk virus in outbreaks of acute nonbacterial gastroenteritis. Ann Intern Med. 1982;96:756-761',
    ],
    approx: [
      'Cough',
      'Sore throat',
      'Fatigue',
      'Runny nose',
      'Loss of taste/smell',
      'Shortness of breath',
      'Chest pain',
      'Dizziness',
      'Chills',
      'Sweating',
    ],
  },
  migraine: {
    // ICHD-3 1.1: headache plus nausea and/or vomiting, or photophobia and
    // phonophobia. Nausea in ~60-70% of attacks; vertigo/dizziness in ~25-35%
    // (e.g. Vukovic et al.); fatigue in prodrome/postdrome; cranial autonomic
    // symptoms (runny nose) in a minority. Fever is not a feature.
    likelihood: {
      Fever: 0.01,
      Cough: 0.01,
      'Sore throat': 0.02,
      Headache: 0.99,
      Fatigue: 0.4,
      'Body aches': 0.05,
      'Runny nose': 0.05,
      Nausea: 0.65,
      Diarrhea: 0.03,
      'Loss of taste/smell': 0.02,
      'Shortness of breath': 0.01,
      'Chest pain': 0.01,
      Dizziness: 0.3,
      Chills: 0.05,
      Sweating: 0.05,
    },
    sources: [
      'Headache Classification Committee of the IHS. The International Classification of Headache Disorders, 3rd edition (ICHD-3). Cephalalgia. 2018;38(1):1-211',
      'WHO fact sheet "Migraine and other headache disorders", 2024',
      'Vukovic V, et al. Prevalence of vertigo, dizziness, and migrainous vertigo in patients with migraine. Headache. 2007;47(10):1427-1435',
    ],
    approx: [
      'Fever',
      'Cough',
      'Sore throat',
      'Fatigue',
      'Body aches',
      'Runny nose',
      'Diarrhea',
      'Loss of taste/smell',
      'Shortness of breath',
      'Chest pain',
      'Chills',
      'Sweating',
    ],
  },
};
