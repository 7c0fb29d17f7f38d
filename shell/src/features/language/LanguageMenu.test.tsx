import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, initI18n } from '@pulp/shared';
import { dismissAllSnackbars, countSnackbars, Toaster } from '@pulp/shared/ui';
import { renderWithProviders } from '@pulp/shared/test/render';
import { stubFetch, type FetchStub } from '@pulp/shared/test/fetch-stub';
import { clearCookies, DAY_MS, recordCookieWrites } from '@pulp/shared/test/cookies';
import { LanguageMenu, WELL_TRANSLATED } from './LanguageMenu';
import { settle } from '../../../test/helpers';
import en from '../../../i18n/en.json';
import de from '../../../i18n/de.json';

const LANGUAGES = [
  { key: 'en', lang: 'English', shortKey: 'EN', icons: ['gb'], gauge: 'full', percentage: 100 },
  { key: 'de', lang: 'Deutsch', shortKey: 'DE', icons: ['de'], gauge: 'three-quarters', percentage: 71 },
  { key: 'nl', lang: 'Nederlands', shortKey: 'NL', icons: ['nl'], gauge: 'half', percentage: 70 },
];

let stub: FetchStub;

beforeAll(async () => {
  clearCookies();
  stub = stubFetch({
    'GET /assets/i18n/en.json': { body: en },
    'GET /assets/i18n/de.json': { body: de },
    'GET /rest/languages': { body: LANGUAGES },
  });
  // The page's real i18n instance, as the shell uses it.
  await initI18n();
});

afterEach(async () => {
  // Toasts leave after a short exit delay: let it pass inside act.
  await act(async () => {
    dismissAllSnackbars();
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  clearCookies();
  await i18n.changeLanguage('en');
});

afterAll(() => stub.restore());

async function renderMenu() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <LanguageMenu />
      <Toaster />
    </>,
    { i18n },
  );
  await settle();
  return user;
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Language selection menu' }));
  return screen.findByRole('radiogroup', { name: 'Language selection menu' });
}

describe('LanguageMenu', () => {
  it('has the language button with the id of the DOM contract, showing the current language', async () => {
    await renderMenu();
    const button = screen.getByRole('button', { name: 'Language selection menu' });
    expect(button).toHaveAttribute('id', 'navbarLanguageButton');
    expect(button).toHaveTextContent('EN');
  });

  it('lists the languages from /rest/languages as radios with their completeness', async () => {
    const user = await renderMenu();
    const group = await openMenu(user);
    const radios = await within(group).findAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual(['English', 'Deutsch', 'Nederlands']);
    expect(within(group).getByRole('radio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    expect(within(group).getByRole('radio', { name: 'Deutsch' })).toHaveAttribute('aria-checked', 'false');
    expect(radios.map((radio) => radio.textContent)).toEqual(['ENEnglish100%', 'DEDeutsch71%', 'NLNederlands70%']);
    expect(stub.callsTo('GET /rest/languages').length).toBeGreaterThan(0);
  });

  it(`styles completeness above ${WELL_TRANSLATED} % as confirmation, otherwise as error`, async () => {
    expect(WELL_TRANSLATED).toBe(70);
    const user = await renderMenu();
    const group = await openMenu(user);
    await within(group).findAllByRole('radio');
    expect(within(group).getByText('100%')).toHaveClass('confirmation');
    expect(within(group).getByText('71%')).toHaveClass('confirmation');
    expect(within(group).getByText('70%')).toHaveClass('error');
    expect(within(group).getByText('70%')).not.toHaveClass('confirmation');
  });

  it('switches language, sets the cookie for a year and confirms in the new language with a reload action', async () => {
    const user = await renderMenu();
    const group = await openMenu(user);
    const cookies = recordCookieWrites();
    const deutsch = await within(group).findByRole('radio', { name: 'Deutsch' });
    // The snackbar opens after the German texts have loaded: let that happen inside act.
    await user.click(deutsch);
    await act(async () => {
      for (let waited = 0; countSnackbars() === 0 && waited < 3000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
    });
    const snackbar = await screen.findByRole('status');
    cookies.restore();

    expect(snackbar).toHaveTextContent('Die Sprache wurde auf Deutsch umgestellt');
    expect(snackbar).toHaveClass('confirmation');
    expect(within(snackbar).getByRole('button', { name: 'Seite neu laden' })).toBeInTheDocument();
    expect(i18n.language).toBe('de');
    expect(document.cookie).toContain('language=de');
    const write = cookies.writes.find((entry) => entry.name === 'language');
    expect(Math.abs((write?.expires?.getTime() ?? 0) - Date.now() - 365 * DAY_MS)).toBeLessThan(5000);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sprachauswahl' })).toHaveTextContent('DE'));
  });

  it('changes nothing, and offers no reload, when the language in use is chosen again', async () => {
    const user = await renderMenu();
    const cookies = recordCookieWrites();
    await user.click(await within(await openMenu(user)).findByRole('radio', { name: 'English' }));
    await waitFor(() => expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument());
    // Then another language: its confirmation is the only one there is.
    await user.click(await within(await openMenu(user)).findByRole('radio', { name: 'Deutsch' }));
    await act(async () => {
      for (let waited = 0; countSnackbars() === 0 && waited < 3000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
    });
    cookies.restore();
    expect(await screen.findByRole('status')).toHaveTextContent('Die Sprache wurde auf Deutsch umgestellt');
    expect(countSnackbars()).toBe(1);
    expect(cookies.writes.filter((entry) => entry.name === 'language').map((entry) => entry.value)).toEqual(['de']);
  });

  it('shows no languages, and does not break, when the list cannot be loaded', async () => {
    stub.set({ 'GET /rest/languages': { status: 500, body: { error: 'down' } } });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await renderMenu();
    const group = await openMenu(user);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Languages could not be loaded', expect.anything()));
    expect(within(group).queryAllByRole('radio')).toHaveLength(0);
    stub.set({ 'GET /rest/languages': { body: LANGUAGES } });
    error.mockRestore();
  });
});
