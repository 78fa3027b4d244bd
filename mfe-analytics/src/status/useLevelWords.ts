import { useMemo } from 'react';
import { useT } from '../i18n/analytics-catalogs';
import { useFormat } from '../i18n/useFormat';
import type { LevelWords } from './levels';

/** Risk and confidence words in the visitor's language. */
export function useLevelWords(): LevelWords {
  const t = useT();
  const format = useFormat();
  return useMemo(
    () => ({
      risk: (risk) => t(`level.${risk}`),
      confidence: (confidence, word) =>
        t('confidence.value', { percent: format.percent(confidence, 0), word: t(`confidence.${word}`) }),
    }),
    [t, format],
  );
}
