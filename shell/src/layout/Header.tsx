import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { emitWindowEvent, type Locale, type Theme } from '@healthwatch/contracts';
import { useHydrated } from '../hydration/useHydrated';
import { routeLabelId, useShellT } from '../i18n/shell-catalogs';
import { BrandBreaks } from '../meta/BrandBreaks';
import { SITE_NAME } from '../meta/usePageMeta';
import { NAV_ITEMS } from '../routes/navigation';
import { SettingsPopover } from './SettingsPopover';
import styles from './Header.module.css';
import { useHeaderOffset } from './useHeaderOffset';

interface Props {
  theme: Theme;
  onThemeChange: (theme: Theme) => void;
  onToggleTheme: () => void;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
}

export function Header({ theme, onThemeChange, onToggleTheme, locale, onLocaleChange }: Props) {
  const t = useShellT();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  // Prerendered buttons do nothing until the page has hydrated; disabled until then, a click waits instead of being lost.
  const inert = !useHydrated();
  const headerRef = useRef<HTMLElement>(null);
  useHeaderOffset(headerRef, menuOpen);

  // A chosen link closes the mobile menu.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const nextTheme: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <header ref={headerRef} className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          <span aria-hidden="true" className={styles.logo}>
            +
          </span>
          {/* One flex item: the name's parts must not be spaced by the link's gap. */}
          <span>
            <BrandBreaks text={SITE_NAME} />
          </span>
        </Link>
        <button
          type="button"
          className={`${styles.headerButton} ${styles.menuToggle}`}
          aria-expanded={menuOpen}
          aria-controls="primary-navigation"
          disabled={inert}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">☰</span> {t('header.menu')}
        </button>
        <nav
          id="primary-navigation"
          aria-label={t('header.mainNavigation')}
          className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}
        >
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  end={item.path === '/'}
                  className={({ isActive }) => (isActive ? styles.active : undefined)}
                >
                  {t(routeLabelId(item.path))}
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
            {t('header.privateChat')}
          </button>
          <SettingsPopover
            theme={theme}
            onThemeChange={onThemeChange}
            locale={locale}
            onLocaleChange={onLocaleChange}
            disabled={inert}
          />
          <button
            type="button"
            className={styles.headerButton}
            aria-label={t('header.switchTheme', { theme: nextTheme })}
            title={t('header.switchTheme', { theme: nextTheme })}
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
