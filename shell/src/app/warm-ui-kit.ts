/** How long the first screen stays undisturbed before the rest of the UI kit is fetched. */
export const WARM_DELAY_MS = 5000;

/**
 * The heavier parts of the UI kit (`@pulp/shared/ui-forms`, `-data`, `-panels`, `-slides`, `-extra`) are not needed
 * for the first screen. A visitor who lingers on it gets them fetched in the background, so
 * that the next pages open faster; a visitor who navigates first loads just what that page
 * needs. Importing them here also makes the shell the provider of those federation
 * singletons (remotes only consume them).
 */
export function warmUiKitWhenIdle(): void {
  const timer = window.setTimeout(() => {
    const parts = [
      import('@pulp/shared/ui-forms'),
      import('@pulp/shared/ui-data'),
      import('@pulp/shared/ui-panels'),
      import('@pulp/shared/ui-slides'),
      import('@pulp/shared/ui-extra'),
    ];
    Promise.all(parts).catch((error: unknown) => console.error('UI kit could not be loaded', error));
  }, WARM_DELAY_MS);
  window.addEventListener('hashchange', () => window.clearTimeout(timer), { once: true });
}
