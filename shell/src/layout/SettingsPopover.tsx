import { LOCALE_NAMES, type Locale, SUPPORTED_LOCALES, type Theme, isLocale } from '@healthwatch/contracts';
import { useDisclosure } from '../disclosure/useDisclosure';
import { useShellT } from '../i18n/shell-catalogs';
import styles from './Header.module.css';

interface Props {
  theme: Theme;
  onThemeChange: (theme: Theme) => void;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  /** Until the page has hydrated. */
  disabled?: boolean;
}

export function SettingsPopover({ theme, onThemeChange, locale, onLocaleChange, disabled = false }: Props) {
  const { open, panelId, rootRef, buttonProps } = useDisclosure({ closeOnOutsidePointer: true });
  const t = useShellT();

  return (
    <div className={styles.popoverRoot} ref={rootRef}>
      <button {...buttonProps} disabled={disabled} className={styles.headerButton}>
        {t('settings.button')}
      </button>
      {open && (
        <fieldset id={panelId} className={styles.popover} aria-label={t('settings.label')}>
          <label className={styles.switchRow}>
            <input
              type="checkbox"
              role="switch"
              checked={theme === 'dark'}
              aria-checked={theme === 'dark'}
              onChange={(event) => onThemeChange(event.target.checked ? 'dark' : 'light')}
            />
            {t('settings.darkMode')}
          </label>
          <label className={styles.selectRow}>
            {t('settings.language')}
            <select
              className={styles.select}
              value={locale}
              onChange={(event) => isLocale(event.target.value) && onLocaleChange(event.target.value)}
            >
              {SUPPORTED_LOCALES.map((option) => (
                // Each name in its own language, marked so a screen reader pronounces it as such.
                <option key={option} value={option} lang={option}>
                  {LOCALE_NAMES[option]}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
      )}
    </div>
  );
}
