import type { IllnessType } from '@healthwatch/contracts';
import type { Season } from './seasons';

/**
 * Public-health guidance per illness, used only for illnesses the data shows
 * (peaking or driving an alarm). Each entry names its source.
 */
export interface Source {
  title: string;
  url: string;
}

export interface IllnessGuidance {
  label: string;
  /** Season(s) in which Indian surveillance typically sees it rise. */
  knownSeasons: Season[];
  riskFactors: string[];
  preventiveMeasures: string[];
  preparation: string[];
  /** What to do when local reports rise. */
  actions: string[];
  /** Warning signs that need urgent care. */
  warningSigns: string[];
  sources: Source[];
}

const WHO_DENGUE = {
  title: 'WHO fact sheet: Dengue and severe dengue',
  url: 'https://www.who.int/news-room/fact-sheets/detail/dengue-and-severe-dengue',
};
const WHO_MALARIA = {
  title: 'WHO fact sheet: Malaria',
  url: 'https://www.who.int/news-room/fact-sheets/detail/malaria',
};
const NCVBDC = {
  title: 'National Center for Vector Borne Diseases Control (India)',
  url: 'https://ncvbdc.mohfw.gov.in/',
};
const WHO_CHIK = {
  title: 'WHO fact sheet: Chikungunya',
  url: 'https://www.who.int/news-room/fact-sheets/detail/chikungunya',
};
const WHO_TYPHOID = {
  title: 'WHO fact sheet: Typhoid',
  url: 'https://www.who.int/news-room/fact-sheets/detail/typhoid',
};
const WHO_FLU = {
  title: 'WHO fact sheet: Influenza (seasonal)',
  url: 'https://www.who.int/news-room/fact-sheets/detail/influenza-(seasonal)',
};
const WHO_COVID = {
  title: 'WHO fact sheet: Coronavirus disease (COVID-19)',
  url: 'https://www.who.int/news-room/fact-sheets/detail/coronavirus-disease-(covid-19)',
};
const IDSP = { title: 'Integrated Disease Surveillance Programme (India)', url: 'https://idsp.mohfw.gov.in/' };

export const GUIDANCE: Record<IllnessType, IllnessGuidance> = {
  dengue: {
    label: 'Dengue',
    knownSeasons: ['monsoon', 'post-monsoon'],
    riskFactors: [
      'Standing water after rain where Aedes mosquitoes breed',
      'Daytime mosquito bites, mostly early morning and late afternoon',
    ],
    preventiveMeasures: [
      'Empty, cover or treat water containers weekly',
      'Wear long sleeves and use mosquito repellent during the day',
      'Use window screens and bed nets',
    ],
    preparation: ['Clear breeding sites before and during the rains', 'Know the warning signs of severe dengue'],
    actions: [
      'Remove standing water around homes and workplaces this week',
      'Seek care for fever with severe abdominal pain, persistent vomiting or bleeding',
    ],
    warningSigns: ['Severe abdominal pain', 'Persistent vomiting', 'Bleeding gums or nose', 'Restlessness or lethargy'],
    sources: [WHO_DENGUE, NCVBDC],
  },
  malaria: {
    label: 'Malaria',
    knownSeasons: ['monsoon', 'post-monsoon'],
    riskFactors: ['Night-time Anopheles mosquito bites', 'Stagnant water after the monsoon'],
    preventiveMeasures: [
      'Sleep under insecticide-treated nets',
      'Use indoor residual spraying where offered',
      'Get tested promptly for fever',
    ],
    preparation: ['Have bed nets ready before the rains', 'Know where the nearest testing centre is'],
    actions: [
      'Get a blood test (rapid test or microscopy) within 24 hours of fever',
      'Complete the full course of treatment',
    ],
    warningSigns: ['Confusion or drowsiness', 'Difficulty breathing', 'Dark urine', 'Repeated convulsions'],
    sources: [WHO_MALARIA, NCVBDC],
  },
  chikungunya: {
    label: 'Chikungunya',
    knownSeasons: ['monsoon', 'post-monsoon'],
    riskFactors: ['Aedes mosquitoes breeding in stored water', 'Daytime mosquito bites'],
    preventiveMeasures: ['Remove and cover water containers', 'Use repellent and protective clothing'],
    preparation: ['Clear breeding sites before the rains'],
    actions: ['Rest, drink fluids and use paracetamol for pain; avoid aspirin until dengue is ruled out'],
    warningSigns: ['High fever in infants or older adults', 'Severe joint pain with inability to move'],
    sources: [WHO_CHIK, NCVBDC],
  },
  typhoid: {
    label: 'Typhoid',
    knownSeasons: ['summer', 'monsoon'],
    riskFactors: ['Contaminated drinking water and food, especially after flooding', 'Poor sanitation'],
    preventiveMeasures: [
      'Drink boiled or treated water',
      'Wash hands with soap before eating',
      'Eat food that is thoroughly cooked and hot',
      'Typhoid conjugate vaccine where recommended',
    ],
    preparation: ['Stock safe drinking water before the monsoon'],
    actions: ['Boil or treat drinking water', 'See a doctor for fever lasting more than three days'],
    warningSigns: ['Fever for more than three days', 'Severe abdominal pain', 'Confusion'],
    sources: [WHO_TYPHOID, IDSP],
  },
  flu: {
    label: 'Flu',
    knownSeasons: ['winter', 'monsoon'],
    riskFactors: ['Crowded indoor spaces', 'Close contact with people who are coughing'],
    preventiveMeasures: [
      'Annual influenza vaccination, especially for older adults, pregnant women and people with chronic illness',
      'Cover coughs and sneezes; wash hands',
    ],
    preparation: ['Get vaccinated before the season starts'],
    actions: ['Stay home while feverish', 'Wear a mask around vulnerable people'],
    warningSigns: ['Shortness of breath', 'Chest pain', 'Persistent high fever'],
    sources: [WHO_FLU, IDSP],
  },
  covid: {
    label: 'COVID-19',
    knownSeasons: [],
    riskFactors: ['Crowded, poorly ventilated indoor spaces'],
    preventiveMeasures: [
      'Stay up to date with vaccination',
      'Ventilate indoor spaces',
      'Wear a mask when ill or in crowded places',
    ],
    preparation: ['Keep tests at home'],
    actions: ['Test when symptomatic and isolate while ill'],
    warningSigns: ['Shortness of breath', 'Chest pain or pressure', 'Confusion', 'Bluish lips'],
    sources: [WHO_COVID],
  },
  other: {
    label: 'Other illnesses',
    knownSeasons: [],
    riskFactors: [],
    preventiveMeasures: ['Wash hands with soap regularly', 'Drink safe water'],
    preparation: [],
    actions: ['See a doctor if symptoms are severe or last more than a few days'],
    warningSigns: [],
    sources: [IDSP],
  },
  unknown: {
    label: 'Unidentified illness',
    knownSeasons: [],
    riskFactors: [],
    preventiveMeasures: ['Wash hands with soap regularly', 'Drink safe water'],
    preparation: [],
    actions: ['See a doctor to find the cause if symptoms persist'],
    warningSigns: [],
    sources: [IDSP],
  },
};
