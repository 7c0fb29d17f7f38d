// The async boundary of a remote's standalone host page (pnpm --filter ./mf-<name> dev): the
// shared singletons this page provides load first, then the page.
import('./bootstrap').catch((error: unknown) => console.error('The standalone host could not start', error));
