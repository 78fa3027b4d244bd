import { isIllnessType } from '@healthwatch/contracts';
import { englishSpeech, type Speech } from '../i18n/speech';
import type { MarkerGroup } from './group-reports';

export function illnessLabel(illness: string | null, speech: Speech = englishSpeech()): string {
  if (!illness) return speech.say('illness.unknown');
  return isIllnessType(illness) ? speech.say(`illness.${illness}`) : illness;
}

/** docs/SPEC.md §2 tooltip text. */
export function tooltipText(count: number, speech: Speech = englishSpeech()): string {
  return speech.say('reports.count', { count, n: speech.count(count) });
}

/** docs/SPEC.md §2 popup lines, as text: the DOM is built from them without HTML parsing. */
export function popupLines(group: MarkerGroup, speech: Speech = englishSpeech()): string[] {
  const { say } = speech;
  return [
    say('popup.reports', { n: speech.count(group.count) }),
    say('popup.illness', { illness: illnessLabel(group.topIllness, speech) }),
    say('popup.latitude', { value: speech.fixed(group.latitude, 3) }),
    say('popup.longitude', { value: speech.fixed(group.longitude, 3) }),
  ];
}
