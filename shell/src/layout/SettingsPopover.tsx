import { useEffect, useId, useRef, useState } from 'react';
import type { Theme } from '@healthwatch/contracts';
import styles from './Header.module.css';

interface Props {
  theme: Theme;
  onThemeChange: (theme: Theme) => void;
}

export function SettingsPopover({ theme, onThemeChange }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent): void => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className={styles.popoverRoot} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.headerButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Settings
      </button>
      {open && (
        <div id={panelId} className={styles.popover} role="group" aria-label="Settings">
          <label className={styles.switchRow}>
            <input
              type="checkbox"
              role="switch"
              checked={theme === 'dark'}
              onChange={(event) => onThemeChange(event.target.checked ? 'dark' : 'light')}
            />
            Dark Mode
          </label>
        </div>
      )}
    </div>
  );
}
