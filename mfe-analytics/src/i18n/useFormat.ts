import { DEFAULT_LOCALE } from '@healthwatch/contracts';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatUtcTime } from '../panels/utc-time';

export interface Format {
  /** A count, or a figure with `digits` decimals. */
  number(n: number, digits?: number): string;
  /** A share (0.25 → 25%), with `digits` decimals; `signed` puts + on a rise. */
  percent(fraction: number, digits: number, signed?: boolean): string;
  /** A calendar day, YYYY-MM-DD. */
  day(iso: string): string;
  /** A calendar day as a chart's axis shows it, short. */
  shortDay(iso: string): string;
  /** A moment, in UTC as the answers are computed. */
  utcTime(iso: string): string;
}

const asUtcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * Figures and dates in the visitor's language. English keeps the forms its pages have always
 * printed (no digit grouping, ISO days, `formatUtcTime`), so nothing moves for the readers and
 * tests of the English page, and it never pays for loading Intl's date data (see utc-time.ts);
 * every other language gets its own conventions from Intl.
 */
export function useFormat(): Format {
  const intl = useIntl();
  return useMemo(() => {
    if (intl.locale === DEFAULT_LOCALE)
      return {
        number: (n, digits) => (digits === undefined ? String(n) : n.toFixed(digits)),
        percent: (fraction, digits, signed) =>
          `${signed && fraction >= 0 ? '+' : ''}${(100 * fraction).toFixed(digits)}%`,
        day: (iso) => iso,
        shortDay: (iso) => iso.slice(5),
        utcTime: formatUtcTime,
      };
    const digitsOf = (digits: number) => ({ minimumFractionDigits: digits, maximumFractionDigits: digits });
    return {
      number: (n, digits) => intl.formatNumber(n, digits === undefined ? {} : digitsOf(digits)),
      percent: (fraction, digits, signed) =>
        intl.formatNumber(fraction, {
          style: 'percent',
          ...digitsOf(digits),
          ...(signed ? { signDisplay: 'exceptZero' } : {}),
        }),
      day: (iso) => intl.formatDate(asUtcDay(iso), { dateStyle: 'medium', timeZone: 'UTC' }),
      shortDay: (iso) => intl.formatDate(asUtcDay(iso), { month: 'short', day: 'numeric', timeZone: 'UTC' }),
      utcTime: (iso) => {
        const date = new Date(iso);
        if (Number.isNaN(date.getTime())) return iso;
        return intl.formatDate(date, {
          year: 'numeric',
          month: 'short',
          day: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          timeZone: 'UTC',
          timeZoneName: 'short',
        });
      },
    };
  }, [intl]);
}
