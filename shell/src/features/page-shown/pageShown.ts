import { useEffect, useState } from 'react';
import { MAIN_CONTENT_ID } from '../skip-link/SkipLink';

/**
 * The longest a first visit's notices wait for the page under them: a page that never settles
 * (a spinner that stays, say) must not keep the welcome banner and the cookie notice away.
 */
export const PAGE_SHOWN_WAIT_MS = 4000;

/** What a routed page puts into the main area once it is there: a remote's area, the 403 page or an error card. */
const PAGE_CONTENT = '[data-remote], .error-page, .error-card';

/** Whether the main area shows its page: the page's content is there and nothing in it is still loading (aria-busy). */
function pageContentShown(main: Element): boolean {
  return main.querySelector(PAGE_CONTENT) !== null && main.querySelector('[aria-busy="true"]') === null;
}

/**
 * Calls back once the page in the main area has been shown and painted: when its content is
 * there, nothing in it is loading, and the browser has drawn a frame since. Without a main
 * area (a component shown alone) there is no page to wait for; after PAGE_SHOWN_WAIT_MS it calls
 * back anyway. Returns the function that stops watching.
 */
export function watchPageShown(callback: () => void, doc: Document = document): () => void {
  const view = doc.defaultView ?? window;
  let done = false;
  let frame = 0;
  let timer = 0;
  const observer = new view.MutationObserver(() => check());
  const stop = () => {
    done = true;
    observer.disconnect();
    view.cancelAnimationFrame(frame);
    view.clearTimeout(timer);
    view.clearTimeout(cap);
  };
  const finish = () => {
    if (done) return;
    stop();
    callback();
  };
  // The frame that shows the page is drawn after the next animation frame's callbacks; a task
  // queued from there runs once it has been.
  const afterPaint = () => {
    observer.disconnect();
    frame = view.requestAnimationFrame(() => {
      timer = view.setTimeout(finish, 0);
    });
  };
  const main = doc.getElementById(MAIN_CONTENT_ID);
  const check = () => {
    if (!main || pageContentShown(main)) afterPaint();
  };
  const cap = view.setTimeout(finish, PAGE_SHOWN_WAIT_MS);
  // Only the main area: the rest of the page (top bar, notices, portals) changes too, and each
  // change would be one more look while the first screen is built.
  if (main) observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  check();
  return stop;
}

/** The one watch of this document's first page, shared by everything that waits for it. */
let firstPageShown: Promise<void> | null = null;
let pageShownOnce = false;

function whenFirstPageShown(): Promise<void> {
  firstPageShown ??= new Promise<void>((resolve) => {
    watchPageShown(() => {
      pageShownOnce = true;
      resolve();
    });
  });
  return firstPageShown;
}

/**
 * Whether the first page has been shown and painted. A first visit's notices (the welcome
 * banner, the cookie notice) wait for it, so the shop's own page is drawn first and its
 * rendering does not share the first frames with theirs. Later pages need no wait.
 */
export function usePageShown(): boolean {
  const [shown, setShown] = useState(pageShownOnce);
  useEffect(() => {
    if (shown) return undefined;
    let mounted = true;
    void whenFirstPageShown().then(() => mounted && setShown(true));
    return () => {
      mounted = false;
    };
  }, [shown]);
  return shown;
}
