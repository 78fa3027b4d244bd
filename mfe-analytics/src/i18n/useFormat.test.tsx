import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useFormat } from './useFormat';

const formatIn = (locale: string) =>
  renderHook(() => useFormat(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <IntlProvider locale={locale} messages={{}}>
        {children}
      </IntlProvider>
    ),
  }).result.current;

describe('useFormat', () => {
  it('groups English counts as the map statistics do, and keeps its ISO days', () => {
    const en = formatIn('en');
    expect(en.number(1459)).toBe('1,459');
    expect(en.number(123456)).toBe('123,456');
    expect(en.number(17.06, 1)).toBe('17.1');
    expect(en.number(3)).toBe('3');
    expect(en.day('2026-11-25')).toBe('2026-11-25');
  });

  it('groups Hindi counts the Indian way (lakh)', () => {
    expect(formatIn('hi').number(123456)).toBe('1,23,456');
  });
});
