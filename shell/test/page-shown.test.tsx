import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, testI18n } from '@pulp/shared/test/render';
import en from '../i18n/en.json';
import { PAGE_SHOWN_WAIT_MS, watchPageShown } from '../src/features/page-shown/pageShown';
import { MAIN_CONTENT_ID } from '../src/features/skip-link/SkipLink';
import { WelcomeBanner } from '../src/features/welcome-banner/WelcomeBanner';
import { CookieNotice } from '../src/features/cookie-notice/CookieNotice';
import { clearCookies, configure } from './setup';

const i18n = testI18n(en);

/** A main area as the layout has it, holding what the routed page shows so far. */
function mainArea(inner: string): HTMLElement {
  const main = document.createElement('main');
  main.id = MAIN_CONTENT_ID;
  main.innerHTML = inner;
  document.body.append(main);
  return main;
}

const spinner = '<div aria-busy="true">loading</div>';
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

afterEach(() => {
  document.getElementById(MAIN_CONTENT_ID)?.remove();
  jest.useRealTimers();
});

// The first test renders the notices: the document's first page is not shown yet.
describe("a first visit's notices", () => {
  it('wait while the page under them loads, and come once it has been drawn', async () => {
    clearCookies();
    configure({ application: { welcomeBanner: { showOnFirstStart: true, title: 'WELCOME_BANNER_TITLE', message: 'WELCOME_BANNER_MESSAGE' } } });
    const main = mainArea(spinner);
    renderWithProviders(
      <>
        <WelcomeBanner />
        <CookieNotice />
      </>,
      { i18n },
    );
    await act(nextFrame);
    await act(nextFrame);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();

    act(() => {
      main.innerHTML = '<div data-remote="catalog"><article>Apple Juice</article></div>';
    });
    expect(await screen.findByRole('heading', { name: 'Welcome to Pulp!' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeInTheDocument();
  });
});

describe('watchPageShown', () => {
  it('calls back after the frame that follows the page content, not while anything in it is busy', async () => {
    const main = mainArea(spinner);
    const shown = jest.fn();
    watchPageShown(shown);
    await nextFrame();
    expect(shown).not.toHaveBeenCalled();

    // The remote's area is there, but its page is still loading its data.
    main.innerHTML = `<div data-remote="catalog">${spinner}</div>`;
    await nextFrame();
    expect(shown).not.toHaveBeenCalled();

    main.querySelector('[aria-busy]')!.setAttribute('aria-busy', 'false');
    await waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
    main.innerHTML = spinner;
    main.innerHTML = '<div class="error-page">403</div>';
    await nextFrame();
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('takes the 403 page and an error card as the page', async () => {
    for (const content of ['<div class="error-page">403</div>', '<div role="alert" class="error-card">failed</div>']) {
      mainArea(content);
      const shown = jest.fn();
      watchPageShown(shown);
      await waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
      document.getElementById(MAIN_CONTENT_ID)!.remove();
    }
  });

  it('does not keep the notices away from a page that never settles', () => {
    jest.useFakeTimers();
    mainArea(spinner);
    const shown = jest.fn();
    watchPageShown(shown);
    jest.advanceTimersByTime(PAGE_SHOWN_WAIT_MS - 1);
    expect(shown).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('stops watching when asked to', async () => {
    const main = mainArea(spinner);
    const shown = jest.fn();
    const stop = watchPageShown(shown);
    stop();
    main.innerHTML = '<div data-remote="catalog">page</div>';
    await nextFrame();
    await nextFrame();
    expect(shown).not.toHaveBeenCalled();
  });
});
