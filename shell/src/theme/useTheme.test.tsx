import { act, renderHook } from '@testing-library/react';
import { installMatchMedia, type FakeMedia } from '../test-support/match-media';
import { useThemeState } from './useTheme';

const DARK = '(prefers-color-scheme: dark)';

describe('useThemeState', () => {
  let media: FakeMedia;
  beforeEach(() => {
    localStorage.clear();
    media = installMatchMedia({ [DARK]: false });
  });
  afterEach(() => media.restore());

  it('follows system changes while nothing is saved', () => {
    const { result } = renderHook(() => useThemeState());
    expect(result.current.theme).toBe('light');
    act(() => media.set(DARK, true));
    expect(result.current.theme).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('keeps a saved choice when the system changes', () => {
    const { result } = renderHook(() => useThemeState());
    act(() => result.current.toggleTheme());
    expect(result.current.theme).toBe('dark');
    expect(localStorage.getItem('healthwatch-theme')).toBe('dark');
    act(() => media.set(DARK, false));
    expect(result.current.theme).toBe('dark');
  });

  it('starts from the saved choice over the system preference', () => {
    localStorage.setItem('healthwatch-theme', 'light');
    media.set(DARK, true);
    const { result } = renderHook(() => useThemeState());
    expect(result.current.theme).toBe('light');
  });
});
