import { DEFAULT_LOCALE, isCaseDefinitionId, isIllnessType } from '@healthwatch/contracts';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../i18n/analytics-catalogs';
import { usePlaceName } from '../i18n/usePlaceName';
import { ENGLISH_LOCATION_WORDS, type LocationWords } from './location-options';

/** The location search's words in the visitor's language (English: as the search has always worded them). */
export function useLocationWords(): LocationWords {
  const { locale } = useIntl();
  const t = useT();
  const placeName = usePlaceName();
  return useMemo(
    (): LocationWords =>
      locale === DEFAULT_LOCALE
        ? ENGLISH_LOCATION_WORDS
        : {
            featured: t('search.featured'),
            place: placeName,
            level: (level) => t(`search.level.${level}`),
            verdict: (verdict, illnesses) =>
              verdict === 'alarm' ? t('search.verdict.alarm', { illnesses }) : t(`search.verdict.${verdict}`),
            illness: (id) =>
              id === 'all'
                ? t('search.allReports')
                : isIllnessType(id)
                  ? t(`illness.${id}`)
                  : isCaseDefinitionId(id)
                    ? t(`definition.${id}`)
                    : id,
            watch: (reason, illnesses) => t(`search.watch.${reason}`, { illnesses }),
            judged: (rated) => t(rated ? 'search.judged.rates' : 'search.judged.counts'),
          },
    [locale, t, placeName],
  );
}
