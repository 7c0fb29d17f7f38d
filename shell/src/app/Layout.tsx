import { useEffect, useState } from 'react';
import { Outlet, useLocation } from '@pulp/shared/router';
import { refreshBasketCount, useConfig, useSession } from '@pulp/shared';
import { Box, Toaster } from '@pulp/shared/ui';
import { TopBar } from '../features/topbar/TopBar';
import { MAIN_CONTENT_ID, SkipLink } from '../features/skip-link/SkipLink';
import { LazySideNav } from '../features/sidenav/LazySideNav';
import { WelcomeBanner } from '../features/welcome-banner/WelcomeBanner';
import { CookieNotice } from '../features/cookie-notice/CookieNotice';
import { SolvedChallengeToasts } from '../features/challenge-notifications/SolvedChallengeToasts';
import { ServerStartedNotification } from '../features/server-started/ServerStartedNotification';
import { MultiJuicerNotice } from '../features/multijuicer-notice/MultiJuicerNotice';
import { HackingInstructorSlot } from '../features/hacking-instructor/HackingInstructorSlot';
import { isFormPage } from './route-table';
import { useRemoteUpgrades } from '../features/remote/upgrades';

/**
 * The app frame: top bar, side nav, the training notifications (and MultiJuicer's notice under
 * MultiJuicer) above the active remote's page, the welcome banner, the cookie notice, the
 * hacking instructor and the snackbars.
 */
export function Layout() {
  const [sideNavOpen, setSideNavOpen] = useState(false);
  const theme = useConfig((state) => state.config.application.theme);
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const bid = useSession((state) => state.bid);
  const { pathname } = useLocation();
  useRemoteUpgrades();

  useEffect(() => {
    refreshBasketCount().catch((error: unknown) => console.error('Basket count could not be read', error));
  }, [isLoggedIn, bid]);

  return (
    <Box className={`app-container ${theme}-theme`} minH="100vh" bg="bg.subtle">
      <SkipLink />
      <TopBar onToggleSideNav={() => setSideNavOpen((open) => !open)} />
      <LazySideNav open={sideNavOpen} onClose={() => setSideNavOpen(false)} />
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} outline="none" px={{ base: '2', md: '6' }} py="6" maxW="2600px" mx="auto">
        <MultiJuicerNotice />
        <ServerStartedNotification />
        <SolvedChallengeToasts />
        <Outlet />
      </Box>
      <WelcomeBanner onFormPage={isFormPage(pathname)} />
      <CookieNotice />
      <HackingInstructorSlot />
      <Toaster />
    </Box>
  );
}
