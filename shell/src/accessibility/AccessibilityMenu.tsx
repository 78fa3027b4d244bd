import type { AccessibilitySettings } from '@healthwatch/contracts';
import { useDisclosure } from '../disclosure/useDisclosure';
import { useHydrated } from '../hydration/useHydrated';
import styles from './AccessibilityMenu.module.css';

const OPTIONS: { key: keyof AccessibilitySettings; label: string; hint: string }[] = [
  { key: 'highContrast', label: 'High contrast', hint: 'Stronger colours and borders' },
  { key: 'largeText', label: 'Large text', hint: 'Bigger text on every page' },
  { key: 'reducedMotion', label: 'Reduced motion', hint: 'Turns off animations' },
  { key: 'screenReaderMode', label: 'Screen reader mode', hint: 'Text alternatives for maps and charts' },
];

interface Props {
  settings: AccessibilitySettings;
  onChange: (key: keyof AccessibilitySettings, value: boolean) => void;
}

export function AccessibilityMenu({ settings, onChange }: Props) {
  const { open, panelId, buttonProps } = useDisclosure();
  // Prerendered, the button does nothing until the page has hydrated.
  const hydrated = useHydrated();

  return (
    <div className={styles.menu}>
      {open && (
        <section id={panelId} className={styles.panel} aria-label="Accessibility settings">
          <h2 className={styles.title}>Accessibility</h2>
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
                    {option.label}
                    <span className={styles.hint}>{option.hint}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </section>
      )}
      <button {...buttonProps} disabled={!hydrated} className={styles.toggle}>
        Accessibility
      </button>
    </div>
  );
}
