import {
  accessibilityClasses,
  applyAccessibility,
  DEFAULT_ACCESSIBILITY,
  readAccessibility,
  saveAccessibility,
} from './accessibility';

describe('accessibility settings', () => {
  beforeEach(() => localStorage.clear());

  it('default to everything off and survive garbage in storage', () => {
    expect(readAccessibility(localStorage)).toEqual(DEFAULT_ACCESSIBILITY);
    localStorage.setItem('healthwatch-accessibility', '{not json');
    expect(readAccessibility(localStorage)).toEqual(DEFAULT_ACCESSIBILITY);
    localStorage.setItem('healthwatch-accessibility', JSON.stringify({ largeText: 'yes', highContrast: true }));
    expect(readAccessibility(localStorage)).toEqual({ ...DEFAULT_ACCESSIBILITY, highContrast: true });
  });

  it('round-trip through storage', () => {
    const settings = { highContrast: true, largeText: true, reducedMotion: false, screenReaderMode: true };
    saveAccessibility(localStorage, settings);
    expect(readAccessibility(localStorage)).toEqual(settings);
  });

  it('honour prefers-reduced-motion even when the toggle is off', () => {
    expect(accessibilityClasses(DEFAULT_ACCESSIBILITY, true)['reduced-motion']).toBe(true);
    expect(accessibilityClasses(DEFAULT_ACCESSIBILITY, false)['reduced-motion']).toBe(false);
  });

  it('put classes on <html> and the screen-reader flag as a data attribute', () => {
    applyAccessibility({ highContrast: true, largeText: false, reducedMotion: true, screenReaderMode: true }, false);
    const html = document.documentElement;
    expect(html).toHaveClass('high-contrast', 'reduced-motion');
    expect(html).not.toHaveClass('large-text');
    expect(html.dataset.screenReaderMode).toBe('true');
    applyAccessibility(DEFAULT_ACCESSIBILITY, false);
    expect(html).not.toHaveClass('high-contrast');
    expect(html.dataset.screenReaderMode).toBeUndefined();
  });
});
