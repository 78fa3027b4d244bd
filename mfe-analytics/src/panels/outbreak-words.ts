import type {
  OutbreakIndicator,
  OutbreakPredictionResponse,
  OutbreakRecommendation,
  OutbreakTimelineNote,
} from '@healthwatch/contracts';
import { useMemo } from 'react';
import { useT } from '../i18n/analytics-catalogs';
import { illnessInSentence } from '../i18n/illness-in-sentence';
import { useFormat } from '../i18n/useFormat';
import { usePlaceName } from '../i18n/usePlaceName';
import { guidanceKey } from './guidance-words';

export interface OutbreakWords {
  indicator(note: OutbreakIndicator): string;
  recommendation(note: OutbreakRecommendation): string;
  timeline(note: OutbreakTimelineNote): string;
  /** How the detector works and how confidence was computed, as the method section reads. */
  method(data: OutbreakPredictionResponse): string[];
}

/** The outbreak assessment's notes (codes and figures from the API) in the visitor's language. */
export function useOutbreakWords(location: string): OutbreakWords {
  const t = useT();
  const format = useFormat();
  const placeName = usePlaceName();
  return useMemo(() => {
    const place = placeName(location);
    const n = (v: number) => format.number(v);
    // Counts of reports expected: whole numbers from 10 up, one decimal below.
    const figure = (v: number) => format.number(v, Math.abs(v) >= 10 ? 0 : 1);
    const pct = (v: number) => format.percent(v, 1);
    const illness = (id: string) => illnessInSentence(t, id);
    // A note's figures as the page prints them: expected counts as `figure`, every other number as a count.
    const values = (params: Readonly<Record<string, string | number | null>>) =>
      Object.fromEntries(
        Object.entries(params).map(([k, v]) => [k, typeof v === 'number' ? (k === 'expected' ? figure(v) : n(v)) : v]),
      );
    return {
      indicator(note) {
        switch (note.code) {
          case 'noReports':
          case 'baselineRejected':
            return t(`outbreak.note.${note.code}`, { ...values(note.params), location: place });
          case 'shortHistory':
            // `days` is a plural argument: the catalog formats the number itself.
            return t('outbreak.note.shortHistory', { ...values(note.params), days: note.params.days, location: place });
          case 'illnessAlarm': {
            const p = note.params;
            const words = { ...values(p), illness: illness(p.illness) };
            return p.reportingRatio === null
              ? t('outbreak.note.illnessAlarm', words)
              : t('outbreak.note.illnessAlarmAllowing', { ...words, ratio: format.number(p.reportingRatio, 1) });
          }
          case 'growthSignificant':
          case 'growthNone': {
            const p = note.params;
            const words = { rate: pct(p.dailyChange), lower: pct(p.lower95), upper: pct(p.upper95), days: n(p.days) };
            if (note.code === 'growthNone') return t('outbreak.note.growthNone', words);
            if (p.dailyChange < 0) return t('outbreak.note.falling', { ...words, rate: pct(-p.dailyChange) });
            return note.params.doublingDays === null
              ? t('outbreak.note.growing', words)
              : t('outbreak.note.growingDoubling', { ...words, doubling: figure(note.params.doublingDays) });
          }
          default:
            return t(`outbreak.note.${note.code}`, values(note.params));
        }
      },
      recommendation(note) {
        if (note.code !== 'illnessAction') return t(`outbreak.rec.${note.code}`, values(note.params));
        const { illness: id, action } = note.params;
        const key = guidanceKey(id, 'action', action);
        return key ? t('outbreak.rec.illnessAction', { illness: illness(id), action: t(key) }) : illness(id);
      },
      timeline(note) {
        switch (note.code) {
          case 'nothingToForecast':
            return t('outbreak.time.nothingToForecast', { location: place });
          case 'alarmSince':
            return t('outbreak.time.alarmSince', { date: format.day(note.params.date) });
          case 'forecast': {
            const p = note.params;
            return t('outbreak.time.forecast', { ...values(p), low: n(p.low80), high: n(p.high80) });
          }
          default:
            return t(`outbreak.time.${note.code}`, values(note.params));
        }
      },
      method(data) {
        const basis = data.confidenceBasis;
        const here =
          basis.dispersion === null
            ? t('outbreak.confidenceHereNoModel', { days: n(basis.historyDays), reports: n(basis.reports) })
            : t('outbreak.confidenceHere', {
                days: n(basis.historyDays),
                reports: n(basis.reports),
                dispersion: format.number(basis.dispersion, 2),
              });
        return [t(`outbreak.detector.${data.detector.id}`), `${t('outbreak.confidenceFormula')} ${here}`];
      },
    };
  }, [t, format, placeName, location]);
}
