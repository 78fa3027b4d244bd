import {
  isSymptom,
  MS_PER_DAY,
  type GuidanceKind,
  type RiskEmergencyNote,
  type RiskFactorNote,
  type RiskMonitoringNote,
  type RiskRecommendationNote,
  type SeasonalGuidanceNote,
  type SeasonalPeakNote,
  type SeasonalSummaryNote,
  type TrendsPatternNote,
  type TrendsPredictionNote,
  type TrendsRecommendationNote,
  type TrendsSummaryNote,
  type TrendTest,
} from '@healthwatch/contracts';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../i18n/analytics-catalogs';
import { illnessInSentence } from '../i18n/illness-in-sentence';
import { useFormat } from '../i18n/useFormat';
import { useLevelWords } from '../status/useLevelWords';
import { guidanceKey } from './guidance-words';

export interface InsightWords {
  trendsSummary(note: TrendsSummaryNote): string;
  trendsPattern(note: TrendsPatternNote): string;
  trendsPrediction(note: TrendsPredictionNote): string;
  trendsRecommendation(note: TrendsRecommendationNote): string;
  trendTest(test: TrendTest): string;
  seasonalSummary(note: SeasonalSummaryNote): string;
  seasonalPeak(note: SeasonalPeakNote): string;
  seasonalGuidance(note: SeasonalGuidanceNote): string;
  riskFactor(note: RiskFactorNote): string;
  riskRecommendation(note: RiskRecommendationNote): string;
  riskMonitoring(note: RiskMonitoringNote): string;
  riskEmergency(note: RiskEmergencyNote): string;
  /** The points scheme, and where local activity comes from. */
  riskScoring(activityDays: number): string;
}

/** A Sunday (1970-01-04), from which the API's weekday numbers (0 = Sunday) count. */
const SUNDAY = Date.UTC(1970, 0, 4);

/**
 * The trends, seasonal and risk answers' notes (codes and figures from the API) in the visitor's
 * language; `place` is the place's name as the page shows it.
 */
export function useInsightWords(place: string): InsightWords {
  const t = useT();
  const intl = useIntl();
  const format = useFormat();
  const levels = useLevelWords();
  return useMemo(() => {
    const n = (v: number) => format.number(v);
    const pct = (v: number) => format.percent(v, 0);
    const signedPct = (v: number) => format.percent(v, 0, true);
    const illness = (id: string) => illnessInSentence(t, id);
    const guidance = (id: string, kind: GuidanceKind, index: number) => {
      const key = guidanceKey(id, kind, index);
      return key ? t(key) : undefined;
    };
    const season = (s: 'winter' | 'summer' | 'monsoon' | 'post-monsoon') => ({
      season: t(`season.${s}`),
      months: t(`season.${s}.months`),
    });
    return {
      trendsSummary(note) {
        if (note.code === 'tooFew') {
          const p = note.params;
          return t('trends.note.tooFew', { ...p, location: place, minReports: n(p.minReports), minDays: n(p.minDays) });
        }
        const p = note.params;
        const words = { reports: n(p.reports), days: n(p.days), location: place, perDay: n(p.perDay) };
        const trend = t(`trends.value.${p.trend}`);
        return p.weeklyChange === null || p.pValue === null
          ? t('trends.note.trend', { ...words, trend })
          : t('trends.note.trendChange', {
              ...words,
              trend,
              change: signedPct(p.weeklyChange),
              p: format.number(p.pValue, 3),
            });
      },
      trendsPattern(note) {
        if (note.code === 'comparedWithPrevious') {
          const p = note.params;
          return t('trends.note.comparedWithPrevious', {
            change: signedPct(p.change),
            days: n(p.days),
            reports: n(p.reports),
            previous: n(p.previous),
          });
        }
        // A share of all reports: the top illness's, or the busiest weekday's.
        const p = note.params;
        const share = { reports: n(p.reports), total: n(p.total), share: pct(p.reports / p.total) };
        if (note.code === 'topIllness')
          return t('trends.note.topIllness', { ...share, illness: illness(note.params.illness) });
        const weekday = intl.formatDate(SUNDAY + note.params.weekday * MS_PER_DAY, {
          weekday: 'long',
          timeZone: 'UTC',
        });
        return t('trends.note.busiestWeekday', { ...share, weekday });
      },
      trendsPrediction(note) {
        if (note.code === 'stableContinues')
          return t('trends.note.stableContinues', {
            p: format.number(note.params.pValue, 2),
            perDay: n(note.params.perDay),
          });
        const p = note.params;
        return t('trends.note.changeContinues', {
          change: signedPct(p.weeklyChange),
          next: format.number(p.perDayNextWeek, 1),
          perDay: n(p.perDay),
        });
      },
      trendsRecommendation(note) {
        if (note.code === 'risingCheckOutbreak')
          return t('trends.note.risingCheckOutbreak', { p: format.number(note.params.pValue, 3) });
        const p = note.params;
        const measure = guidance(p.illness, 'measure', p.measure);
        const words = { illness: illness(p.illness), share: pct(p.share) };
        return measure
          ? t('trends.note.illnessShare', { ...words, measure })
          : t('trends.note.illnessShareOnly', words);
      },
      trendTest(test) {
        const level = pct(test.level);
        return t(test.dayOfWeek ? 'trends.testMethodWeekday' : 'trends.testMethod', { level });
      },
      seasonalSummary(note) {
        if (note.code === 'tooLittle') {
          const p = note.params;
          return t('seasonal.note.tooLittle', {
            reports: p.reports,
            seasons: p.seasons,
            location: place,
            minReports: n(p.minReports),
          });
        }
        const p = note.params;
        return t('seasonal.note.compared', {
          reports: n(p.reports),
          seasons: n(p.seasons),
          peaks: p.peaks,
          location: place,
        });
      },
      seasonalPeak(note) {
        if (note.code === 'busiestSeason') {
          const p = note.params;
          return t('seasonal.note.busiestSeason', {
            ...season(p.season),
            perDay: format.number(p.perDay, 1),
            reports: n(p.reports),
            days: n(p.days),
          });
        }
        const p = note.params;
        return t('seasonal.note.illnessPeak', {
          ...season(p.season),
          illness: illness(p.illness),
          ratio: format.number(p.ratio, 1),
          reports: n(p.reports),
        });
      },
      seasonalGuidance(note) {
        if (note.code === 'noPeak') return t('seasonal.note.noPeak', { ratio: format.number(note.params.ratio, 2) });
        const p = note.params;
        const item = guidance(p.illness, p.kind, p.index);
        const name = illness(p.illness);
        if (item === undefined) return name;
        if (p.known && p.kind === 'riskFactor') return t('seasonal.note.knownRiskFactor', { illness: name, item });
        if (p.season === null || p.kind === 'measure') return t('seasonal.note.guidance', { illness: name, item });
        const when = t(`season.${p.season}`);
        return p.kind === 'prepare'
          ? t('seasonal.note.prepareBefore', { season: when, illness: name, item })
          : t('seasonal.note.guidanceInSeason', { season: when, illness: name, item });
      },
      riskFactor(note) {
        switch (note.code) {
          case 'localActivity':
            return t('risk.note.localActivity', {
              location: place,
              level: levels.risk(note.params.level),
              points: n(note.params.points),
            });
          case 'localActivityUnknown':
            return t('risk.note.localActivityUnknown', { location: place });
          case 'ageBand':
            return t(`risk.note.ageBand.${note.params.band}`, { points: n(note.params.points) });
          case 'emergencySymptom':
          case 'symptom':
            return t(`risk.note.${note.code}`, {
              symptom: isSymptom(note.params.symptom) ? t(`symptom.${note.params.symptom}`) : note.params.symptom,
              points: n(note.params.points),
            });
          case 'furtherSymptoms':
            return t('risk.note.furtherSymptoms', { count: note.params.count, points: n(note.params.points) });
          case 'chronic':
            return t('risk.note.chronic', {
              conditions: intl.formatList(note.params.conditions, { type: 'conjunction' }),
              points: n(note.params.points),
            });
        }
      },
      riskRecommendation(note) {
        switch (note.code) {
          case 'seeDoctorSoon':
            return t('risk.note.seeDoctorSoon', { hours: n(note.params.hours) });
          case 'illnessRising': {
            const p = note.params;
            const action = guidance(p.illness, 'action', p.action);
            const words = { illness: illness(p.illness), location: place };
            return action
              ? t('risk.note.illnessRising', { ...words, action })
              : t('risk.note.illnessRisingOnly', words);
          }
          default:
            return t(`risk.note.${note.code}`);
        }
      },
      riskMonitoring(note) {
        if (note.code === 'illnessWarningSigns')
          return t('risk.note.illnessWarningSigns', { illness: illness(note.params.illness) });
        return t(`risk.note.${note.code}`);
      },
      riskEmergency(note) {
        if (note.code !== 'illnessWarning') return t(`risk.note.${note.code}`);
        const p = note.params;
        const sign = guidance(p.illness, 'warning', p.sign);
        return sign ? t('risk.note.illnessWarning', { sign, illness: illness(p.illness) }) : illness(p.illness);
      },
      riskScoring(activityDays) {
        return `${t('risk.scoring')} ${t('risk.scoringActivity', { location: place, days: n(activityDays) })}`;
      },
    };
  }, [t, intl, format, levels, place]);
}
