import {
  type Condition,
  CONDITION_LABELS,
  type ExplanationNote,
  isSymptom,
  type RedFlag,
  TRIAGE_LEVELS,
} from '@healthwatch/contracts';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatPercent } from '../result/format';
import { CONDITION_MESSAGES, redFlagWords, symptomWords, triageMessage } from './consultation-words';
import { isPhoneAiMessage, useT } from './phone-ai-catalogs';
import { useSay } from './Say';

const isCondition = (value: string): value is Condition => value in CONDITION_LABELS;
const isTriage = (value: string): value is (typeof TRIAGE_LEVELS)[number] =>
  (TRIAGE_LEVELS as readonly string[]).includes(value);

/**
 * How a consultation was worked out (the API's `explanation.notes`: codes and figures) in the page's
 * language: symptoms, conditions and red flags by their catalog keys, probabilities as whole percentages.
 * `redFlags` are the answer's own (a note names one by id).
 */
export function useExplanationWords(redFlags: readonly RedFlag[]): (note: ExplanationNote) => string {
  const t = useT();
  const say = useSay();
  const intl = useIntl();
  return useMemo(() => {
    const list = (items: readonly string[]) => items.join(t('list.separator'));
    const symptom = (name: string) => (isSymptom(name) ? say(symptomWords(name)) : name);
    const symptoms = (names: readonly string[]) => list(names.map(symptom));
    const condition = (id: string) => (isCondition(id) ? t(CONDITION_MESSAGES[id]) : id);
    const percent = (p: number) => formatPercent(intl, p);
    return (note) => {
      switch (note.code) {
        case 'oneSymptom':
          return t('explanation.oneSymptom', { symptom: symptom(note.params.symptom), needed: note.params.needed });
        case 'noClearLead':
        case 'pointsTo': {
          const p = note.params;
          return t(`explanation.${note.code}`, {
            symptoms: symptoms(p.symptoms),
            condition: condition(p.condition),
            probability: percent(p.probability),
          });
        }
        case 'fitsNone':
        case 'mayBeOutside':
          return t(`explanation.${note.code}`, { probability: percent(note.params.probability) });
        case 'pair': {
          const p = note.params;
          return t('explanation.pair', {
            symptoms: symptoms(p.symptoms),
            condition: condition(p.condition),
            probability: percent(p.probability),
            second: condition(p.second),
            secondProbability: percent(p.secondProbability),
          });
        }
        case 'driver': {
          const p = note.params;
          return t('explanation.driver', {
            symptom: symptom(p.symptom),
            ratio: intl.formatNumber(p.likelihoodRatio),
            condition: condition(p.condition),
          });
        }
        case 'cannotRuleOut':
          return t('explanation.cannotRuleOut', { conditions: list(note.params.conditions.map(condition)) });
        case 'denied':
          return t('explanation.denied', { symptoms: symptoms(note.params.symptoms) });
        case 'unrecognised':
          return t('explanation.unrecognised', {
            terms: list(note.params.terms.map((term) => t('explanation.term', { term }))),
          });
        case 'localReports':
          return t('explanation.localReports', note.params);
        case 'redFlag': {
          const { id, level } = note.params;
          const flag = redFlags.find((f) => f.id === id) ?? { id, description: id };
          return t('explanation.redFlag', {
            flag: say(redFlagWords(flag, isPhoneAiMessage)),
            level: isTriage(level) ? t(triageMessage(level)) : level,
          });
        }
        default:
          return t(`explanation.${note.code}`);
      }
    };
  }, [t, say, intl, redFlags]);
}
