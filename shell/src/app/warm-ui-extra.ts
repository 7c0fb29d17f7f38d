/**
 * The heavier half of the UI kit (`@pulp/shared/ui-extra`: forms, tables, slideshow) is not
 * needed for the first screen. It starts loading at the visitor's first interaction or
 * navigation, ahead of the pages that use it. Importing it here also makes the shell the
 * provider of that federation singleton (remotes only consume it).
 */
export function warmUiExtraOnFirstInteraction(): void {
  let started = false;
  const warm = () => {
    if (started) return;
    started = true;
    import('@pulp/shared/ui-extra').catch((error: unknown) => console.error('UI kit could not be loaded', error));
  };
  for (const event of ['pointerdown', 'keydown', 'hashchange']) window.addEventListener(event, warm, { once: true, passive: true });
}
