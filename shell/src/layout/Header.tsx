import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { emitWindowEvent, type Theme } from '@healthwatch/contracts';
import { useHydrated } from '../hydration/useHydrated';
import { NAV_ITEMS } from '../routes/navigation';
import { SettingsPopover } from './SettingsPopover';
import styles from './Header.module.css';

interface Props {
  theme: Theme;
  onThemeChange: (theme: Theme) => void;
  onToggleTheme: () => void;
}

export function Header({ theme, onThemeChange, onToggleTheme }: Props) {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  // Prerendered buttons do nothing until the page has hydrated; disabled until then, a click waits instead of being lost.
  const inert = !useHydrated();

  // A chosen link closes the mobile menu.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const nextTheme: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          <span aria-hidden="true" className={styles.logo}>
            +
          </span>
          HealthWatch
        </Link>
        <button
          type="button"
          className={`${styles.headerButton} ${styles.menuToggle}`}
          aria-expanded={menuOpen}
          aria-controls="primary-navigation"
          disabled={inert}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">☰</span> Menu
        </button>
        <nav id="primary-navigation" aria-label="Main" className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}>
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  end={item.path === '/'}
                  className={({ isActive }) => (isActive ? styles.active : undefined)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.headerButton}
            disabled={inert}
            onClick={() => emitWindowEvent('open-private-chat', undefined)}
          >
            Private Chat
          </button>
          <SettingsPopover theme={theme} onThemeChange={onThemeChange} disabled={inert} />
          <button
            type="button"
            className={styles.headerButton}
            aria-label={`Switch to ${nextTheme} theme`}
            title={`Switch to ${nextTheme} theme`}
            disabled={inert}
            onClick={onToggleTheme}
          >
            <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
          </button>
        </div>
      </div>
    </header>
  );
}
