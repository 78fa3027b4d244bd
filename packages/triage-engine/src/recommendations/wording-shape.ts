import type { Condition } from '@healthwatch/contracts';

/**
 * The words of a consultation's diagnosis in one language: labels, the unknown label and the
 * sentence naming a close pair. (Advice goes out as ids, worded from the phoneAi remote's catalogs.)
 */
export interface Wording {
  labels: Readonly<Record<Condition, string>>;
  unknownDiagnosis: string;
  /** "Most likely A or B"; the tails say what tells the two apart. */
  pair: {
    mostLikely(a: string, b: string): string;
    bloodTest: string;
    swabTest: string;
    bloodTestFor(condition: string): string;
    course: string;
  };
}
