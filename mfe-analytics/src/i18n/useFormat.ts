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
 * Figures and dates in the visitor's language. English keeps the dates its pages have always
 * printed (ISO days, `formatUtcTime`), so it never pays for loading Intl's date data (see
 * utc-time.ts); its counts are grouped (1,459) as the map's statistics and every other language's
 * are. Every other language gets its own conventions from Intl.
 */
export function useFormat(): Format {
  const intl = useIntl();
  return useMemo(() => {
    const digitsOf = (digits: number) => ({ minimumFractionDigits: digits, maximumFractionDigits: digits });
    const number = (n: number, digits?: number) => intl.formatNumber(n, digits === undefined ? {} : digitsOf(digits));
    if (intl.locale === DEFAULT_LOCALE)
      return {
        number,
        percent: (fraction, digits, signed) =>
          `${signed && fraction >= 0 ? '+' : ''}${(100 * fraction).toFixed(digits)}%`,
        day: (iso) => iso,
        shortDay: (iso) => iso.slice(5),
        utcTime: formatUtcTime,
      };
    return {
      number,
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
