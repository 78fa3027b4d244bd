import { applyTheme, readSavedTheme, resolveTheme, saveTheme, themeColor } from './theme';

describe('theme resolution', () => {
  it('uses the saved choice first', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('falls back to the system preference when nothing is saved', () => {
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme(null, false)).toBe('light');
  });

  it('reads only valid saved values under healthwatch-theme', () => {
    localStorage.clear();
    expect(readSavedTheme(localStorage)).toBeNull();
    localStorage.setItem('healthwatch-theme', 'dark');
    expect(readSavedTheme(localStorage)).toBe('dark');
    localStorage.setItem('healthwatch-theme', 'purple');
    expect(readSavedTheme(localStorage)).toBeNull();
    saveTheme(localStorage, 'light');
    expect(localStorage.getItem('healthwatch-theme')).toBe('light');
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readSavedTheme(broken)).toBeNull();
    expect(() => saveTheme(broken, 'dark')).not.toThrow();
  });

  it('sets the html class and the theme-color meta (#1f2937 dark, #ffffff light)', () => {
    expect(themeColor('dark')).toBe('#1f2937');
    applyTheme('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute('content', '#1f2937');
    applyTheme('light');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute('content', '#ffffff');
  });
});
