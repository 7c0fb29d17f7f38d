import type { ApplicationConfiguration } from '../types/entities';

/** Used until the server's configuration has loaded (docs/behaviour.md, "Configuration"). */
export const DEFAULT_CONFIGURATION: ApplicationConfiguration = {
  application: {
    name: 'Pulp',
    logo: 'pulp-logo.svg',
    theme: 'citrus',
    showGitHubLinks: false,
    altcoinName: 'Pulpcoin',
    privacyContactEmail: null,
    social: {},
    recyclePage: { topProductImage: '', bottomProductImage: '' },
    welcomeBanner: { showOnFirstStart: false, title: '', message: '' },
    googleOauth: { clientId: '', authorizedRedirects: [] },
  },
  challenges: { showSolvedNotifications: true, showHints: true, restrictToTutorialsFirst: false },
  ctf: { showFlagsInNotifications: false, showCountryDetailsInNotifications: 'none' },
  hackingInstructor: { isEnabled: false },
  multiJuicer: { notifications: null },
};
