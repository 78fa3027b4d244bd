import {
  isIllnessType,
  type IllnessType,
  type OutbreakIndicator,
  type OutbreakPredictionResponse,
  type OutbreakRecommendation,
  type OutbreakTimelineNote,
} from '@healthwatch/contracts';
import { useMemo } from 'react';
import { type MessageId, useT } from '../i18n/analytics-catalogs';
import { useFormat } from '../i18n/useFormat';
import { usePlaceName } from '../i18n/usePlaceName';

/**
 * The guidance actions the API names by number (`illnessAction`), in the order of its guidance
 * (api/src/analytics/seasons/knowledge.ts); a number without a key here is worded as the illness alone.
 */
const ACTIONS: Readonly<Record<IllnessType, readonly MessageId[]>> = {
  dengue: ['outbreak.action.dengue.0', 'outbreak.action.dengue.1'],
  malaria: ['outbreak.action.malaria.0', 'outbreak.action.malaria.1'],
  chikungunya: ['outbreak.action.chikungunya.0'],
  typhoid: ['outbreak.action.typhoid.0', 'outbreak.action.typhoid.1'],
  flu: ['outbreak.action.flu.0', 'outbreak.action.flu.1'],
  covid: ['outbreak.action.covid.0'],
  other: ['outbreak.action.other.0'],
  unknown: ['outbreak.action.unknown.0'],
};

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
    const illness = (id: string) => (isIllnessType(id) ? t(`illness.${id}`) : id);
    return {
      indicator(note) {
        switch (note.code) {
          case 'noReports':
            return t('outbreak.note.noReports', { location: place });
          case 'baselineRejected':
            return t('outbreak.note.baselineRejected', {
              location: place,
              days: n(note.params.days),
              reports: n(note.params.reports),
            });
          case 'shortHistory':
            return t('outbreak.note.shortHistory', {
              location: place,
              days: note.params.days,
              reports: n(note.params.reports),
            });
          case 'recentAssessed': {
            const p = note.params;
            return t('outbreak.note.recentAssessed', {
              days: n(p.days),
              reports: n(p.reports),
              expected: figure(p.expected),
              alarmDays: n(p.alarmDays),
            });
          }
          case 'recentPartlyAssessed': {
            const p = note.params;
            return t('outbreak.note.recentPartlyAssessed', {
              days: n(p.days),
              reports: n(p.reports),
              notAssessed: n(p.notAssessed),
              assessed: n(p.assessed),
              assessedReports: n(p.assessedReports),
              expected: figure(p.expected),
              alarmDays: n(p.alarmDays),
            });
          }
          case 'illnessAlarm': {
            const p = note.params;
            const values = {
              illness: illness(p.illness),
              reports: n(p.reports),
              days: n(p.days),
              expected: figure(p.expected),
              alarmDays: n(p.alarmDays),
            };
            return p.reportingRatio === null
              ? t('outbreak.note.illnessAlarm', values)
              : t('outbreak.note.illnessAlarmAllowing', { ...values, ratio: format.number(p.reportingRatio, 1) });
          }
          case 'earsC3':
            return t('outbreak.note.earsC3', { flaggedDays: n(note.params.flaggedDays), days: n(note.params.days) });
          case 'growthSignificant': {
            const p = note.params;
            const values = {
              rate: pct(Math.abs(p.dailyChange)),
              lower: pct(p.lower95),
              upper: pct(p.upper95),
              days: n(p.days),
            };
            if (p.dailyChange < 0) return t('outbreak.note.falling', values);
            return p.doublingDays === null
              ? t('outbreak.note.growing', values)
              : t('outbreak.note.growingDoubling', { ...values, doubling: figure(p.doublingDays) });
          }
          case 'growthNone': {
            const p = note.params;
            return t('outbreak.note.growthNone', {
              rate: pct(p.dailyChange),
              lower: pct(p.lower95),
              upper: pct(p.upper95),
              days: n(p.days),
            });
          }
        }
      },
      recommendation(note) {
        switch (note.code) {
          case 'illnessAction': {
            const { illness: id, action } = note.params;
            const key = isIllnessType(id) ? ACTIONS[id][action] : undefined;
            return key ? t('outbreak.rec.illnessAction', { illness: illness(id), action: t(key) }) : illness(id);
          }
          case 'routinePrevention':
            return t('outbreak.rec.routinePrevention', { days: n(note.params.days) });
          default:
            return t(`outbreak.rec.${note.code}`);
        }
      },
      timeline(note) {
        switch (note.code) {
          case 'nothingToForecast':
            return t('outbreak.time.nothingToForecast', { location: place });
          case 'alarmSince':
            return t('outbreak.time.alarmSince', { date: format.day(note.params.date) });
          case 'noAlarm':
            return t('outbreak.time.noAlarm', { days: n(note.params.days) });
          case 'forecast': {
            const p = note.params;
            return t('outbreak.time.forecast', {
              days: n(p.days),
              expected: figure(p.expected),
              low: n(p.low80),
              high: n(p.high80),
            });
          }
          case 'noForecast':
            return t('outbreak.time.noForecast', { daysNeeded: n(note.params.daysNeeded) });
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
