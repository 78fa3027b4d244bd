// Sets the theme and accessibility classes, and the language, on <html> before the app loads, so
// the first paint never flashes the wrong theme or English words. Mirrors src/theme/theme.ts,
// src/accessibility/accessibility.ts and src/i18n/locale.ts (contracts' resolveLocale; a test
// keeps the two in step); kept tiny and external (no inline script under CSP).
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

  // The language: the saved choice, else the best match of the browser's languages.
  var locales = ['en', 'hi', 'es', 'pt-BR', 'fr', 'de', 'it', 'nl', 'sv', 'nb', 'ja'];
  var aliases = { no: 'nb', nn: 'nb' };
  var matchLocale = (requested) => {
    for (const raw of requested) {
      const tag = String(raw).toLowerCase();
      const language = tag.split('-')[0];
      const exact = locales.find((l) => l.toLowerCase() === tag);
      if (exact) return exact;
      const same = locales.find((l) => l.split('-')[0].toLowerCase() === language) || aliases[language];
      if (same) return same;
    }
    return 'en';
  };
  var savedLocale = read('healthwatch-locale');
  var locale =
    locales.indexOf(savedLocale) >= 0
      ? savedLocale
      : matchLocale(navigator.languages?.length ? navigator.languages : [navigator.language || '']);
  root.lang = locale;
  root.dir = /^(ar|fa|he|ur)(-|$)/i.test(locale) ? 'rtl' : 'ltr';
  // The prerendered page is English: hidden until the app has rendered it in the visitor's language.
  if (locale !== 'en') root.classList.add('locale-pending');
})();
