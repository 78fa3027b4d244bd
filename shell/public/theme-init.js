// Sets the theme and accessibility classes on <html> before the app loads, so
// the first paint never flashes the wrong theme. Mirrors src/theme/theme.ts and
// src/accessibility/accessibility.ts; kept tiny and external (no inline script under CSP).
(() => {
  var root = document.documentElement;
  var media = (query) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  var read = (key) => {
    try {
      return window.localStorage.getItem(key);
    } catch (_e) {
      return null;
    }
  };
  var saved = read('healthwatch-theme');
  var theme = saved === 'dark' || saved === 'light' ? saved : media('(prefers-color-scheme: dark)') ? 'dark' : 'light';
  root.classList.toggle('dark', theme === 'dark');
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', theme === 'dark' ? '#1f2937' : '#ffffff');

  var settings = {};
  try {
    settings = JSON.parse(read('healthwatch-accessibility') || '{}') || {};
  } catch (_e) {
    settings = {};
  }
  root.classList.toggle('high-contrast', settings.highContrast === true);
  root.classList.toggle('large-text', settings.largeText === true);
  root.classList.toggle('reduced-motion', settings.reducedMotion === true || media('(prefers-reduced-motion: reduce)'));
})();
