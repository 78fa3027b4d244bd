import type { Condition, TriageLevel } from '@healthwatch/contracts';

/**
 * Advice per condition, from the same public-health sources as the
 * likelihoods (WHO/CDC fact sheets), in the words a caller can act on.
 */
export const CONDITION_ADVICE: Record<Condition, readonly string[]> = {
  flu: [
    'Rest, drink plenty of fluids and stay home until 24 hours after the fever is gone without fever-reducing medicine.',
    'Paracetamol (acetaminophen) can ease fever and aches; follow the dose on the pack.',
    'People over 65, pregnant, very young children or anyone with a long-term condition should contact a doctor early: antiviral treatment works best within 48 hours.',
  ],
  dengue: [
    'Get a dengue blood test (NS1 antigen or IgM) and a platelet count from a doctor or clinic.',
    'Do not take aspirin or ibuprofen (or other NSAIDs): they raise the risk of bleeding. Use paracetamol for fever and pain.',
    'Drink plenty of fluids (water, oral rehydration solution, soups) and rest.',
    'Go to hospital at once with warning signs: severe belly pain, persistent vomiting, bleeding gums or nose, blood in vomit or stool, fast breathing, restlessness or extreme tiredness — especially when the fever drops.',
    'Avoid mosquito bites (nets, repellent) so the infection does not spread to others.',
  ],
  covid: [
    'Take a COVID-19 test and stay away from others while you have symptoms.',
    'Rest, drink fluids and use paracetamol for fever or aches.',
    'People at higher risk (older age, pregnancy, long-term conditions, weak immunity) should call a doctor today about antiviral treatment.',
  ],
  malaria: [
    'Get a malaria blood test (rapid test or microscopy) today: malaria can become severe within a day.',
    'Take antimalarial medicine only as prescribed after a positive test, and finish the full course.',
    'Go to hospital at once with confusion, fits, repeated vomiting, dark urine, yellow eyes or difficulty breathing.',
    'Sleep under an insecticide-treated net and use repellent.',
  ],
  typhoid: [
    'See a doctor for a blood culture or typhoid test: typhoid needs prescribed antibiotics.',
    'Drink safe (boiled or bottled) water, eat freshly cooked food and wash hands with soap, especially before preparing food.',
    'Go to hospital with severe belly pain, persistent vomiting, confusion or a fever lasting more than a week.',
  ],
  chikungunya: [
    'See a doctor for a chikungunya (and dengue) blood test: the two look alike and dengue needs closer watch.',
    'Rest, drink fluids and use paracetamol for fever and joint pain; avoid aspirin and ibuprofen until dengue is ruled out.',
    'Joint pain can last for weeks; gentle movement helps once the fever has gone.',
    'Avoid mosquito bites so the infection does not spread.',
  ],
  'common-cold': [
    'Rest and drink plenty of fluids; colds usually clear within 7 to 10 days.',
    'Honey in warm water, saline nose drops and paracetamol can ease symptoms; antibiotics do not help a cold.',
    'See a doctor if symptoms last more than 10 days, a high fever develops or breathing becomes difficult.',
  ],
  gastroenteritis: [
    'Drink small sips often: oral rehydration solution is best; keep eating light food when you can.',
    'Wash hands with soap after using the toilet and before handling food; stay home until 48 hours after the last episode.',
    'See a doctor for blood in the stool, signs of dehydration (little or dark urine, dizziness) or diarrhoea lasting more than 3 days.',
  ],
  migraine: [
    'Rest in a quiet, dark room; a pain reliever such as paracetamol or ibuprofen works best taken early.',
    'Drink water and keep regular meals and sleep; a headache diary helps find triggers.',
    'Get emergency help for a sudden, very severe headache, or a headache with fever and a stiff neck, confusion, weakness or trouble speaking.',
  ],
};

export const UNKNOWN_ADVICE: readonly string[] = [
  'The symptoms given are not enough to point to one illness. Try again listing every symptom you have, or see a doctor.',
  'Rest, drink fluids and watch how your symptoms change.',
  'See a doctor if symptoms last more than 3 days, get worse, or a fever is high or keeps coming back.',
];

export const TRIAGE_ADVICE: Record<TriageLevel, string> = {
  'self-care': 'You can usually look after yourself at home; see a doctor if you get worse or do not improve.',
  'see-doctor': 'Please see a doctor or visit a clinic within 24 hours.',
  emergency:
    'This may be an emergency: call your local emergency number or go to the nearest emergency department now.',
};

export const DISCLAIMER =
  'This is not a medical diagnosis: it is an automated estimate from the symptoms you gave. Always consult a qualified health professional.';
