import type { GuidanceKind, IllnessType } from '@healthwatch/contracts';
import type { MessageId } from '../i18n/analytics-catalogs';

/**
 * The engine's sourced guidance (packages/outbreak-engine/src/seasons/knowledge.ts) as catalog keys, in its
 * order: the API names an item by illness, kind and position. A position without a key here is worded as the
 * illness alone.
 */
export const GUIDANCE_KEYS: Readonly<Record<IllnessType, Readonly<Record<GuidanceKind, readonly MessageId[]>>>> = {
  dengue: {
    riskFactor: ['guidance.dengue.riskFactor.0', 'guidance.dengue.riskFactor.1'],
    measure: ['guidance.dengue.measure.0', 'guidance.dengue.measure.1', 'guidance.dengue.measure.2'],
    prepare: ['guidance.dengue.prepare.0', 'guidance.dengue.prepare.1'],
    action: ['outbreak.action.dengue.0', 'outbreak.action.dengue.1'],
    warning: [
      'guidance.dengue.warning.0',
      'guidance.dengue.warning.1',
      'guidance.dengue.warning.2',
      'guidance.dengue.warning.3',
    ],
  },
  malaria: {
    riskFactor: ['guidance.malaria.riskFactor.0', 'guidance.malaria.riskFactor.1'],
    measure: ['guidance.malaria.measure.0', 'guidance.malaria.measure.1', 'guidance.malaria.measure.2'],
    prepare: ['guidance.malaria.prepare.0', 'guidance.malaria.prepare.1'],
    action: ['outbreak.action.malaria.0', 'outbreak.action.malaria.1'],
    warning: [
      'guidance.malaria.warning.0',
      'guidance.malaria.warning.1',
      'guidance.malaria.warning.2',
      'guidance.malaria.warning.3',
    ],
  },
  chikungunya: {
    riskFactor: ['guidance.chikungunya.riskFactor.0', 'guidance.chikungunya.riskFactor.1'],
    measure: ['guidance.chikungunya.measure.0', 'guidance.chikungunya.measure.1'],
    prepare: ['guidance.chikungunya.prepare.0'],
    action: ['outbreak.action.chikungunya.0'],
    warning: ['guidance.chikungunya.warning.0', 'guidance.chikungunya.warning.1'],
  },
  typhoid: {
    riskFactor: ['guidance.typhoid.riskFactor.0', 'guidance.typhoid.riskFactor.1'],
    measure: [
      'guidance.typhoid.measure.0',
      'guidance.typhoid.measure.1',
      'guidance.typhoid.measure.2',
      'guidance.typhoid.measure.3',
    ],
    prepare: ['guidance.typhoid.prepare.0'],
    action: ['outbreak.action.typhoid.0', 'outbreak.action.typhoid.1'],
    warning: ['guidance.typhoid.warning.0', 'guidance.typhoid.warning.1', 'guidance.typhoid.warning.2'],
  },
  flu: {
    riskFactor: ['guidance.flu.riskFactor.0', 'guidance.flu.riskFactor.1'],
    measure: ['guidance.flu.measure.0', 'guidance.flu.measure.1'],
    prepare: ['guidance.flu.prepare.0'],
    action: ['outbreak.action.flu.0', 'outbreak.action.flu.1'],
    warning: ['guidance.flu.warning.0', 'guidance.flu.warning.1', 'guidance.flu.warning.2'],
  },
  covid: {
    riskFactor: ['guidance.covid.riskFactor.0'],
    measure: ['guidance.covid.measure.0', 'guidance.covid.measure.1', 'guidance.covid.measure.2'],
    prepare: ['guidance.covid.prepare.0'],
    action: ['outbreak.action.covid.0'],
    warning: [
      'guidance.covid.warning.0',
      'guidance.covid.warning.1',
      'guidance.covid.warning.2',
      'guidance.covid.warning.3',
    ],
  },
  other: {
    riskFactor: [],
    measure: ['guidance.hygiene.measure.0', 'guidance.hygiene.measure.1'],
    prepare: [],
    action: ['outbreak.action.other.0'],
    warning: [],
  },
  unknown: {
    riskFactor: [],
    measure: ['guidance.hygiene.measure.0', 'guidance.hygiene.measure.1'],
    prepare: [],
    action: ['outbreak.action.unknown.0'],
    warning: [],
  },
};

/** The key of one guidance item, or undefined when the catalog has none for it. */
export function guidanceKey(illness: string, kind: GuidanceKind, index: number): MessageId | undefined {
  const byKind = (GUIDANCE_KEYS as Readonly<Record<string, Readonly<Record<GuidanceKind, readonly MessageId[]>>>>)[
    illness
  ];
  return byKind?.[kind][index];
}
