import type { HealthDataClient, WeeklyRate } from '@healthwatch/contracts';
import { useEffect, useState } from 'react';
import { type Speech, useSpeech } from '../i18n/speech';

/** The definition the map shows beside an alarm: WHO's ILI, the one most networks publish. */
const MAP_DEFINITION = 'ili-who';

type State = { status: 'loading' } | { status: 'ok'; weeks: WeeklyRate[] } | { status: 'error' };

export function rateText(w: WeeklyRate, speech: Speech): string {
  if (w.withheld || w.ratePer1000 === null) return speech.say('rates.notEnough');
  const rate = Math.round(w.ratePer1000 * 10) / 10;
  return speech.say('rates.rate', {
    rate: speech.fixed(rate, Number.isInteger(rate) ? 0 : 1),
    cases: speech.count(w.cases ?? 0),
    participants: speech.count(w.participants),
  });
}

/**
 * This week's ILI rate per 1,000 participants beside last week's for an area (issue #32): a rise in reports
 * that is only more people taking part shows here as a steady rate.
 */
export function AreaRate({ client, areaId }: { client: Pick<HealthDataClient, 'getWeeklyRates'>; areaId: string }) {
  const speech = useSpeech();
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    client.getWeeklyRates({ area: areaId, definition: MAP_DEFINITION, weeks: 2 }, controller.signal).then(
      (rates) => setState({ status: 'ok', weeks: rates.weeks }),
      () => !controller.signal.aborted && setState({ status: 'error' }),
    );
    return () => controller.abort();
  }, [client, areaId]);
  if (state.status === 'loading') return null;
  if (state.status === 'error') return <p>{speech.say('rates.error')}</p>;
  const [last, current] = state.weeks.length >= 2 ? state.weeks.slice(-2) : [undefined, state.weeks[0]];
  if (!current) return null;
  return (
    <p>
      {speech.say('rates.line', {
        thisWeek: current.week,
        thisRate: rateText(current, speech),
        lastWeek: last?.week ?? '',
        lastRate: last ? rateText(last, speech) : speech.say('rates.notEnough'),
      })}
    </p>
  );
}
