import { Outlet } from 'react-router-dom';
import { AccessibilityMenu } from '../accessibility/AccessibilityMenu';
import { ChatModalHost } from '../community/ChatModalHost';
import { CommunityPlaceholder } from '../community/CommunityPlaceholder';
import { useChatStart } from '../community/useChatStart';
import { DemoNotice } from '../demo-notice/DemoNotice';
import { RemoteSlot } from '../remote-slot/RemoteSlot';
import { useShellT } from '../i18n/shell-catalogs';
import { useSwapOnNavigation } from '../releases/release-swaps';
import { useShellServices } from '../remote-slot/ShellContext';
import { Header } from './Header';
import { MAIN_ID, SkipLink } from './SkipLink';
import styles from './Layout.module.css';

export function Layout() {
  const { themeState, accessibilityState, localeState } = useShellServices();
  const t = useShellT();
  const chatStarted = useChatStart();
  useSwapOnNavigation();
  return (
    <div className={styles.app}>
      <SkipLink />
      <Header
        theme={themeState.theme}
        onThemeChange={themeState.setTheme}
        onToggleTheme={themeState.toggleTheme}
        locale={localeState.locale}
        onLocaleChange={(locale) => void localeState.setLocale(locale)}
      />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <DemoNotice />
        <Outlet />
      </main>
      <aside className={styles.community} aria-label={t('layout.community')}>
        {chatStarted ? (
          <RemoteSlot
            remote="chat"
            expose="CommunityPanels"
            loading={<CommunityPlaceholder />}
            fallback={<CommunityPlaceholder />}
          />
        ) : (
          <CommunityPlaceholder />
        )}
      </aside>
      <footer className={styles.footer}>
        <p>{t('layout.footer')}</p>
      </footer>
      <AccessibilityMenu settings={accessibilityState.settings} onChange={accessibilityState.setSetting} />
      <ChatModalHost deferred={!chatStarted} />
    </div>
  );
}
