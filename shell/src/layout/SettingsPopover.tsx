import type { Theme } from '@healthwatch/contracts';
import { useDisclosure } from '../disclosure/useDisclosure';
import styles from './Header.module.css';

interface Props {
  theme: Theme;
  onThemeChange: (theme: Theme) => void;
  /** Until the page has hydrated. */
  disabled?: boolean;
}

export function SettingsPopover({ theme, onThemeChange, disabled = false }: Props) {
  const { open, panelId, rootRef, buttonProps } = useDisclosure({ closeOnOutsidePointer: true });

  return (
    <div className={styles.popoverRoot} ref={rootRef}>
      <button {...buttonProps} disabled={disabled} className={styles.headerButton}>
        Settings
      </button>
      {open && (
        <fieldset id={panelId} className={styles.popover} aria-label="Settings">
          <label className={styles.switchRow}>
            <input
              type="checkbox"
              role="switch"
              checked={theme === 'dark'}
              aria-checked={theme === 'dark'}
              onChange={(event) => onThemeChange(event.target.checked ? 'dark' : 'light')}
            />
            Dark Mode
          </label>
        </fieldset>
      )}
    </div>
  );
}
