import type { MapFilters } from '@healthwatch/contracts';
import { englishSpeech, type Speech } from '../i18n/speech';

/** What the map is filtered to, in words ("all reports" when nothing filters). */
export function describeFilters(f: MapFilters, speech: Speech = englishSpeech()): string {
  const { say, day } = speech;
  const parts: string[] = [];
  if (f.illness) parts.push(say('describe.illness', { illness: say(`illness.${f.illness}`) }));
  if (f.symptom) parts.push(say('describe.symptom', { symptom: say(`symptom.${f.symptom}`) }));
  // English has always named the severity as the filter's value ("severe").
  if (f.severity)
    parts.push(
      say('describe.severity', {
        severity: speech.locale === 'en' ? f.severity : say(`severity.${f.severity}`),
      }),
    );
  if (f.from && f.to)
    parts.push(
      f.from === f.to
        ? say('describe.on', { day: day(f.from) })
        : say('describe.between', { from: day(f.from), to: day(f.to) }),
    );
  else if (f.from) parts.push(say('describe.since', { day: day(f.from) }));
  else if (f.to) parts.push(say('describe.until', { day: day(f.to) }));
  return parts.length === 0
    ? say('describe.all')
    : say('describe.filtered', { parts: parts.join(say('describe.separator')) });
}
