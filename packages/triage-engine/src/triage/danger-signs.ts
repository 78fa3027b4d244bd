import type { DangerSign } from '@healthwatch/contracts';
import type { RedFlagRule } from './red-flags';

/**
 * Each danger sign the caller answers yes to is an emergency on its own: these are
 * findings for which the cited guidance sends people to emergency care whatever
 * the diagnosis, and the 15-symptom checklist cannot express them.
 */
const SIGNS: Record<DangerSign, { id: string; source: string }> = {
  'Stiff neck': {
    id: 'stiff-neck',
    source:
      'WHO fact sheet "Meningitis" (fever with neck stiffness); NICE NG240 meningitis (suspected: urgent transfer)',
  },
  'Confusion or very hard to wake': {
    id: 'confusion',
    source:
      'WHO IMAI general danger signs (lethargy, unconsciousness); WHO Guidelines for malaria (impaired consciousness); qSOFA (altered mentation)',
  },
  'Breathless at rest or blue lips': {
    id: 'severe-breathlessness',
    source: 'CDC COVID-19 and flu emergency warning signs (trouble breathing, bluish lips); NHS "When to call 999"',
  },
  'Chest pain or pressure that does not go away': {
    id: 'persistent-chest-pain',
    source:
      'American Heart Association, "Warning Signs of a Heart Attack"; CDC COVID-19 emergency warning signs (persistent pain or pressure in the chest)',
  },
  'Bleeding from gums or nose, or blood in vomit or stool': {
    id: 'bleeding',
    source: 'WHO 2009 dengue guideline, warning signs (mucosal bleeding); WHO severe malaria (abnormal bleeding)',
  },
  'Cannot keep fluids down': {
    id: 'persistent-vomiting',
    source:
      'WHO 2009 dengue guideline, warning signs (persistent vomiting); WHO IMCI general danger signs (vomits everything)',
  },
  'Severe belly pain': {
    id: 'severe-abdominal-pain',
    source: 'WHO 2009 dengue guideline, warning signs (abdominal pain or tenderness); NHS "When to call 999"',
  },
  'Fainted or had a seizure': {
    id: 'fainting-or-seizure',
    source: 'WHO IMAI/IMCI general danger signs (convulsions, unconsciousness); NHS "When to call 999"',
  },
  'Rash that does not fade when pressed': {
    id: 'non-blanching-rash',
    source: 'NICE NG240 meningitis and meningococcal disease (non-blanching rash); WHO meningitis fact sheet',
  },
  'Very little or no urine for 12 hours': {
    id: 'no-urine',
    source: 'WHO 2009 dengue guideline (reduced urine output); WHO "The treatment of diarrhoea" (severe dehydration)',
  },
  'Face drooping, arm weakness or slurred speech': {
    id: 'stroke-signs',
    source:
      'American Stroke Association, "BE FAST"; NHS "Stroke: symptoms" (FAST: face, arms, speech, time to call 999)',
  },
  'A baby under 3 months old with a fever': {
    id: 'young-infant-fever',
    source:
      'NICE NG143 Fever in under 5s (age 0–3 months with a temperature of 38 °C or more: red, high risk); WHO IMCI young infant (fever: possible serious bacterial infection, urgent referral)',
  },
  'Pregnant, with a severe headache, blurred vision or sudden swelling of the face or hands': {
    id: 'pregnancy-warning',
    source:
      'WHO Recommendations on antenatal care (danger signs in pregnancy: severe headache with blurred vision); NICE NG133 Hypertension in pregnancy (pre-eclampsia: severe headache, visual disturbance, sudden swelling of face, hands or feet)',
  },
  'A sudden, severe headache, the worst ever': {
    id: 'thunderclap-headache',
    source:
      'NICE CG150 Headaches in over 12s (thunderclap headache: sudden, severe, peaking within a minute, a red flag for subarachnoid haemorrhage); NICE NG228 Subarachnoid haemorrhage caused by a ruptured aneurysm (refer immediately for emergency assessment)',
  },
};

export function dangerSignRules(signs: readonly DangerSign[]): RedFlagRule[] {
  return signs.map((sign) => ({
    id: `danger-sign-${SIGNS[sign].id}`,
    description: sign,
    level: 'emergency',
    source: SIGNS[sign].source,
    applies: () => true,
  }));
}
