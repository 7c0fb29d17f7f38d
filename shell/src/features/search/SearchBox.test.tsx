import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@pulp/shared/test/render';
import { SearchBox } from './SearchBox';
import { LocationProbe, shellI18n } from '../../../test/helpers';

const i18n = shellI18n();

/** A window this many pixels wide, as far as media queries in min-width (rem) go. */
function windowWidth(pixels: number) {
  window.matchMedia = ((query: string) => {
    const minimum = /min-width:\s*([\d.]+)rem/.exec(query);
    return { matches: minimum ? pixels >= Number(minimum[1]) * 16 : false, media: query } as MediaQueryList;
  }) as typeof window.matchMedia;
}

beforeEach(() => windowWidth(1280));

function renderSearchBox(route = '/') {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <SearchBox />
      <LocationProbe />
    </>,
    { i18n, route },
  );
  return user;
}

function searchInput() {
  return screen.getByRole('textbox', { name: 'Search…' });
}

describe('SearchBox', () => {
  it('starts closed with an "Open search" button inside #searchQuery', () => {
    renderSearchBox();
    const button = screen.getByRole('button', { name: 'Open search' });
    expect(button.closest('#searchQuery')).not.toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('opens with the input focused and closes with "Close search"', async () => {
    const user = renderSearchBox();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    expect(searchInput()).toHaveFocus();
    expect(searchInput().closest('#searchQuery')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open search' })).toBeInTheDocument();
  });

  it('closes on Escape, the focus back on the button that opens it', async () => {
    const user = renderSearchBox();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open search' })).toHaveFocus();
  });

  it('submits the text as q on Enter', async () => {
    const user = renderSearchBox();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.type(searchInput(), 'orange juice{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=orange%20juice');
  });

  it('encodes what would break the query string and trims the text', async () => {
    const user = renderSearchBox();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.type(searchInput(), '  a&b=c#d  {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search\?q=a%26b%3Dc%23d$/);
  });

  it('goes to /search without q when the text is empty or blank', async () => {
    const user = renderSearchBox('/about');
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search$/);
    await user.type(searchInput(), '   {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search$/);
  });

  it('on a phone closes once it has searched, so the top bar has its buttons back; on a wide screen it stays open', async () => {
    windowWidth(390);
    const user = renderSearchBox();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.type(searchInput(), 'melon{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=melon');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open search' })).toHaveFocus();
    windowWidth(1280);
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.type(searchInput(), '{Enter}');
    expect(searchInput()).toBeInTheDocument();
  });

  it('shows the current search when opened on the search page', async () => {
    const user = renderSearchBox('/search?q=apple');
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    expect(searchInput()).toHaveValue('apple');
  });
});
