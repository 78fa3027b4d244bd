import { DEFAULT_LOCALE } from '@healthwatch/contracts';
import { useMemo } from 'react';
import { createIntl, type IntlShape, useIntl } from 'react-intl';
import { dayLabel } from '../map-view-state/time-range';
import { mapCatalogs, type MessageId } from './map-catalogs';

type Values = Record<string, string | number | boolean | Date | null | undefined>;

/**
 * What the map's plain functions (filter descriptions, alarm lines, marker popups) need to word
 * their text in the visitor's language, handed to them rather than read from React, so they stay
 * testable functions and the Leaflet layer, which lives outside React, can use them too.
 */
export interface Speech {
  locale: string;
  say(id: MessageId, values?: Values): string;
  /**
   * A count as text. English keeps docs/SPEC.md's plain digits ("1234 reports"), as it always
   * showed them; other languages group digits as their readers expect.
   */
  count(n: number): string;
  /** A decimal with a fixed number of fraction digits, in the language's notation. */
  fixed(value: number, digits: number): string;
  /** A UTC day (YYYY-MM-DD) in words, as the slider and the filter line show it. */
  day(day: string): string;
}

export function speechOf(intl: IntlShape): Speech {
  const english = intl.locale === DEFAULT_LOCALE;
  return {
    locale: intl.locale,
    say: (id, values) => intl.formatMessage({ id }, values),
    count: (n) => (english ? String(n) : intl.formatNumber(n)),
    fixed: (value, digits) =>
      english
        ? value.toFixed(digits)
        : intl.formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    day: (day) => dayLabel(day, intl.locale),
  };
}

let english: Speech | undefined;
/** English, for the plain functions called without a language (their tests). */
export function englishSpeech(): Speech {
  english ??= speechOf(createIntl({ locale: DEFAULT_LOCALE, messages: mapCatalogs.peek(DEFAULT_LOCALE) ?? {} }));
  return english;
}

/** The Speech of the nearest catalogs (the remote's withCatalogs). */
export function useSpeech(): Speech {
  const intl = useIntl();
  return useMemo(() => speechOf(intl), [intl]);
}
