import { GUIDANCE } from '@healthwatch/outbreak-engine';
import { type GuidanceKind, ILLNESS_TYPES, type IllnessType } from '@healthwatch/contracts';
import analyticsEnglish from '@healthwatch/mfe-analytics/src/i18n/messages/en.json';

/**
 * The analytics answers name the engine's sourced guidance by illness, kind and position; the
 * analytics page words each item from its catalog. Its English must be the guidance's own, item
 * for item, so a reordered or reworded guidance list cannot leave the page saying something else.
 */
const LISTS: Record<GuidanceKind, keyof (typeof GUIDANCE)['dengue']> = {
  riskFactor: 'riskFactors',
  measure: 'preventiveMeasures',
  prepare: 'preparation',
  action: 'actions',
  warning: 'warningSigns',
};
const catalog: Readonly<Record<string, string>> = analyticsEnglish;

/** The catalog key the page uses (mfe-analytics/src/panels/guidance-words.ts). */
function keyOf(illness: IllnessType, kind: GuidanceKind, index: number): string {
  if (kind === 'action') return `outbreak.action.${illness}.${index}`;
  if (kind === 'measure' && (illness === 'other' || illness === 'unknown')) return `guidance.hygiene.measure.${index}`;
  return `guidance.${illness}.${kind}.${index}`;
}

describe('the sourced guidance in the analytics catalog', () => {
  it.each(ILLNESS_TYPES)('%s: every item has an English entry equal to the guidance', (illness) => {
    for (const [kind, list] of Object.entries(LISTS) as [GuidanceKind, keyof (typeof GUIDANCE)['dengue']][]) {
      const items = GUIDANCE[illness][list] as readonly string[];
      items.forEach((item, index) => {
        expect({ key: keyOf(illness, kind, index), text: catalog[keyOf(illness, kind, index)] }).toEqual({
          key: keyOf(illness, kind, index),
          text: item,
        });
      });
      // No catalog entry past the end of the list (a removed item must leave the catalog too).
      expect(catalog[keyOf(illness, kind, items.length)]).toBeUndefined();
    }
  });
});
