import type { AccessibilitySettings } from '@healthwatch/contracts';
import { useDisclosure } from '../disclosure/useDisclosure';
import { useHydrated } from '../hydration/useHydrated';
import { type ShellMessageId, useShellT } from '../i18n/shell-catalogs';
import styles from './AccessibilityMenu.module.css';

const OPTIONS: { key: keyof AccessibilitySettings; label: ShellMessageId; hint: ShellMessageId }[] = [
  { key: 'highContrast', label: 'accessibility.highContrast', hint: 'accessibility.highContrastHint' },
  { key: 'largeText', label: 'accessibility.largeText', hint: 'accessibility.largeTextHint' },
  { key: 'reducedMotion', label: 'accessibility.reducedMotion', hint: 'accessibility.reducedMotionHint' },
  { key: 'screenReaderMode', label: 'accessibility.screenReaderMode', hint: 'accessibility.screenReaderModeHint' },
];

interface Props {
  settings: AccessibilitySettings;
  onChange: (key: keyof AccessibilitySettings, value: boolean) => void;
}

export function AccessibilityMenu({ settings, onChange }: Props) {
  const { open, panelId, buttonProps } = useDisclosure();
  // Prerendered, the button does nothing until the page has hydrated.
  const hydrated = useHydrated();
  const t = useShellT();

  return (
    <div className={styles.menu}>
      {open && (
        <section id={panelId} className={styles.panel} aria-label={t('accessibility.panel')}>
          <h2 className={styles.title}>{t('accessibility.title')}</h2>
          <ul className={styles.list}>
            {OPTIONS.map((option) => (
              <li key={option.key}>
                <label className={styles.option}>
                  <input
                    type="checkbox"
                    role="switch"
                    checked={settings[option.key]}
                    aria-checked={settings[option.key]}
                    onChange={(event) => onChange(option.key, event.target.checked)}
                  />
                  <span>
                    {t(option.label)}
                    <span className={styles.hint}>{t(option.hint)}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </section>
      )}
      <button {...buttonProps} disabled={!hydrated} className={styles.toggle}>
        {t('accessibility.button')}
      </button>
    </div>
  );
}
