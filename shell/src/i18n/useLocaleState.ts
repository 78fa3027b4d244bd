import { emitWindowEvent, type Locale } from '@healthwatch/contracts';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { safeStorage } from '../settings-store/external-setting';
import { applyLocale, LOCALE_PENDING_CLASS, saveLocale } from './locale';
import { shellCatalogs } from './shell-catalogs';

export interface LocaleState {
  locale: Locale;
  /** Fetches the language's shell catalog, then switches: the page never shows missing words. */
  setLocale: (locale: Locale) => Promise<void>;
}

/** The visitor's language, owned by the shell; `initial` is the one bootstrap.tsx rendered with. */
export function useLocaleState(initial: Locale): LocaleState {
  const [locale, setState] = useState(initial);
  const shown = useRef(initial);

  useEffect(() => {
    applyLocale(locale);
    // The first render in the visitor's language is on screen: show the page theme-init.js hid.
    document.documentElement.classList.remove(LOCALE_PENDING_CLASS);
    if (shown.current === locale) return;
    shown.current = locale;
    emitWindowEvent('locale-changed', { locale });
  }, [locale]);

  const setLocale = useCallback(async (next: Locale) => {
    await shellCatalogs.load(next);
    saveLocale(safeStorage(), next);
    // A transition: remotes whose catalog for `next` is still on its way keep their old words meanwhile.
    startTransition(() => setState(next));
  }, []);

  return { locale, setLocale };
}
