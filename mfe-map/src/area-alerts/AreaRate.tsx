import { type HealthDataClient, rateDefinitionOf, type WeeklyRate } from '@healthwatch/contracts';
import { useEffect, useState } from 'react';
import { type Speech, useSpeech } from '../i18n/speech';

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
 * This week's rate per 1,000 participants beside last week's for an area (issue #32), of the syndrome the alarm's
 * series belongs to (dengue-like illness beside a dengue alarm, ILI beside "all reports"): a rise in reports that is
 * only more people taking part shows here as a steady rate.
 */
export function AreaRate({
  client,
  areaId,
  series,
}: {
  client: Pick<HealthDataClient, 'getWeeklyRates'>;
  areaId: string;
  /** The alarm's series: an illness, a case definition, or "all". */
  series: string;
}) {
  const speech = useSpeech();
  const [state, setState] = useState<State>({ status: 'loading' });
  const definition = rateDefinitionOf(series);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    client.getWeeklyRates({ area: areaId, definition, weeks: 2 }, controller.signal).then(
      (rates) => setState({ status: 'ok', weeks: rates.weeks }),
      () => !controller.signal.aborted && setState({ status: 'error' }),
    );
    return () => controller.abort();
  }, [client, areaId, definition]);
  if (state.status === 'loading') return null;
  if (state.status === 'error') return <p>{speech.say('rates.error')}</p>;
  const [last, current] = state.weeks.length >= 2 ? state.weeks.slice(-2) : [undefined, state.weeks[0]];
  if (!current) return null;
  return (
    <p>
      {speech.say('rates.line', {
        definition: speech.say(`definition.${definition}`),
        thisWeek: current.week,
        thisRate: rateText(current, speech),
        lastWeek: last?.week ?? '',
        lastRate: last ? rateText(last, speech) : speech.say('rates.notEnough'),
      })}
    </p>
  );
}
