import { isIllnessType } from '@healthwatch/contracts';
import type { MessageId } from './analytics-catalogs';

/**
 * An illness as the subject of a sentence. The form's "Unknown" and "Other" name no illness on their own ("Unknown
 * is rising in India"), so a sentence takes their phrase; a label (a chart key, a table row) keeps the short word.
 */
export function illnessInSentence(t: (id: MessageId) => string, id: string): string {
  if (id === 'unknown' || id === 'other') return t(`illnessPhrase.${id}`);
  return isIllnessType(id) ? t(`illness.${id}`) : id;
}
