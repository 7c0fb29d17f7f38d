import { act, screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { connectSocket, sessionStore, type Basket } from '@pulp/shared';
import { dismissAllSnackbars, Toaster } from '@pulp/shared/ui';
import { renderWithProviders } from '@pulp/shared/test/render';
import { stubFetch, type FetchStub } from '@pulp/shared/test/fetch-stub';
import { userToken } from '@pulp/shared/test/jwt';
import { lastSocket } from '@pulp/shared/test/fake-socket';
import SearchPage from './SearchPage';
import { catalogI18n, product } from '../../../test/fixtures';

jest.mock(require('@pulp/shared/test/socket-io-path.cjs'), () => require('@pulp/shared/test/fake-socket').fakeSocketIo);

const i18n = catalogI18n();
const CATALOGUE = Array.from({ length: 30 }, (_, index) => product(index + 1));
const QUANTITIES = CATALOGUE.map((item) => ({ id: 100 + item.id, ProductId: item.id, quantity: item.id === 1 ? 0 : item.id === 2 ? 3 : 50 }));

let stub: FetchStub;
let basket: Basket;
let catalogue = CATALOGUE;

beforeAll(() => {
  connectSocket();
});

beforeEach(() => {
  catalogue = CATALOGUE;
  basket = { id: 7, UserId: 1, Products: [] };
  stub = stubFetch({
    // The whole catalogue; a query text would reach the injectable SQL and may come back as a
    // database error, as the real server's does for an apostrophe.
    'GET /rest/products/search': (call) =>
      call.query.has('q')
        ? { status: 500, body: { status: 'error', error: 'SQLITE_ERROR: near "xss": syntax error' } }
        : { body: { status: 'success', data: catalogue } },
    'GET /api/Quantitys/': { body: { status: 'success', data: QUANTITIES } },
    'GET /rest/basket/7': () => ({ body: { status: 'success', data: basket } }),
    'POST /api/BasketItems/': (call) => {
      const body = call.body as { ProductId: number; quantity: number };
      const item = catalogue.find((entry) => entry.id === body.ProductId);
      if (!item) return { status: 400, body: { status: 'error', error: 'Unknown product' } };
      basket.Products.push({ ...item, BasketItem: { id: 900 + item.id, ProductId: item.id, BasketId: 7, quantity: body.quantity } });
      return { body: { status: 'success', data: { id: 900 + item.id, ...body } } };
    },
  });
  setWindowWidth(1024);
});

afterEach(() => {
  stub.restore();
  sessionStore.getState().logout();
  act(() => dismissAllSnackbars());
});

function setWindowWidth(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

async function renderPage(route = '/search') {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <SearchPage />
      <Toaster />
    </>,
    { i18n, route },
  );
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  return user;
}

function cards() {
  return [...document.querySelectorAll('.product-card')];
}

function cardNames() {
  return cards().map((card) => card.querySelector('.name')?.textContent);
}

function loginCustomer(role = 'customer') {
  sessionStore.getState().login(userToken({ email: 'jade@pulp.shop', role }), 7);
}

/** The search page at #/search, with a button that navigates to another search on the open page. */
function renderWithSearchAgain(to: string) {
  function SearchAgain() {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => navigate(to)}>
        search again
      </button>
    );
  }
  renderWithProviders(
    <>
      <SearchPage />
      <SearchAgain />
    </>,
    { i18n, route: '/search' },
  );
}

describe('SearchPage title and query', () => {
  it('is titled All Products without a search, and asks the server without q', async () => {
    await renderPage('/search');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All Products');
    expect(document.querySelector('#searchValue')).toBeNull();
    const [search] = stub.callsTo('GET /rest/products/search');
    expect(search.query.has('q')).toBe(false);
  });

  it('is titled Search Results with the query in #searchValue, and filters in the browser without sending q', async () => {
    await renderPage('/search?q=Juice%2012');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search Results - Juice 12');
    expect(document.querySelector('#searchValue')).toHaveTextContent(/^Juice 12$/);
    expect(stub.callsTo('GET /rest/products/search').map((call) => call.query.has('q'))).toEqual([false]);
    expect(cardNames()).toEqual(['Juice 12']);
  });

  it('matches the name or the description, ignoring case', async () => {
    catalogue = [product(1, { name: 'Mango Lassi', description: 'Sweet' }), product(2, { name: 'Green', description: 'Kale and MANGO' }), product(3, { name: 'Beet', description: 'Earthy' })];
    await renderPage('/search?q=mango');
    expect(cardNames()).toEqual(['Mango Lassi', 'Green']);
  });

  it('never shows a database error for text the injectable search would choke on', async () => {
    await renderPage(`/search?q=${encodeURIComponent("<b>xss</b> juice'")}`);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body).not.toHaveTextContent('SQLITE');
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(stub.callsTo('GET /rest/products/search').every((call) => !call.query.has('q'))).toBe(true);
  });

  it('reads the catalogue once: a new search on the open page asks the server nothing', async () => {
    const user = userEvent.setup();
    renderWithSearchAgain('/search?q=Juice%2012');
    await waitFor(() => expect(cards()).toHaveLength(12));
    await user.click(screen.getByRole('button', { name: 'search again' }));
    await waitFor(() => expect(cardNames()).toEqual(['Juice 12']));
    expect(stub.callsTo('GET /rest/products/search')).toHaveLength(1);
    expect(stub.callsTo('GET /api/Quantitys/')).toHaveLength(1);
  });

  it('renders the search text in the heading as markup (the DOM XSS challenge)', async () => {
    await renderPage(`/search?q=${encodeURIComponent('fresh <em>mango</em>')}`);
    expect(document.querySelector('#searchValue')).toHaveTextContent(/^fresh mango$/);
    expect(document.querySelector('#searchValue em')).toHaveTextContent('mango');
  });

  it('treats a blank q as no search', async () => {
    await renderPage('/search?q=%20%20');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All Products');
    expect(cards()).toHaveLength(12);
  });

  it('shows the no-results card when nothing matches', async () => {
    await renderPage('/search?q=nothing-like-this');
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(document.querySelector('.no-results')).not.toBeNull();
    expect(cards()).toHaveLength(0);
    expect(document.querySelector('.paginator')).toBeNull();
  });

  it('shows an error card when the products cannot be loaded', async () => {
    stub.set({ 'GET /rest/products/search': { status: 500, body: { status: 'error', error: 'Database is asleep' } } });
    await renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent('The products could not be loaded');
    expect(screen.getByRole('alert')).toHaveTextContent('Database is asleep');
  });

  it('emits the search text over the socket as verifyLocalXssChallenge', async () => {
    const socket = lastSocket();
    socket.emitted.length = 0;
    await renderPage('/search?q=%3Cb%3Eapple%3C%2Fb%3E');
    expect(socket.emitted).toEqual([{ event: 'verifyLocalXssChallenge', payload: '<b>apple</b>' }]);
  });

  it('emits nothing for an empty search', async () => {
    const socket = lastSocket();
    socket.emitted.length = 0;
    await renderPage('/search');
    expect(socket.emitted).toEqual([]);
  });
});

describe('SearchPage grid and paging', () => {
  it.each([
    [849, 1],
    [850, 2],
    [1279, 2],
    [1280, 3],
    [1739, 3],
    [1740, 4],
    [2599, 4],
    [2600, 6],
  ])('at window width %i shows %i columns', async (width, columns) => {
    setWindowWidth(width);
    await renderPage();
    expect(document.querySelector('.product-grid')).toHaveAttribute('data-columns', String(columns));
  });

  it('follows the window when it is resized', async () => {
    await renderPage();
    expect(document.querySelector('.product-grid')).toHaveAttribute('data-columns', '2');
    setWindowWidth(3000);
    expect(document.querySelector('.product-grid')).toHaveAttribute('data-columns', '6');
  });

  it('shows 12 products a page and pages through all 30', async () => {
    const user = await renderPage();
    const paginator = document.querySelector('.paginator') as HTMLElement;
    expect(cards()).toHaveLength(12);
    expect(cardNames()[0]).toBe('Juice 1');
    expect(within(paginator).getByText('1 – 12 of 30')).toBeInTheDocument();
    expect(within(paginator).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(paginator).getByRole('button', { name: 'Next page' }));
    expect(cardNames()[0]).toBe('Juice 13');
    expect(within(paginator).getByText('13 – 24 of 30')).toBeInTheDocument();

    await user.click(within(paginator).getByRole('button', { name: 'Next page' }));
    expect(cards()).toHaveLength(6);
    expect(within(paginator).getByText('25 – 30 of 30')).toBeInTheDocument();
    expect(within(paginator).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(within(paginator).getByRole('button', { name: 'Previous page' }));
    expect(cardNames()[0]).toBe('Juice 13');
  });

  it('offers page sizes in multiples of 12 up to the result count, and starts again at page 1 when changed', async () => {
    const user = await renderPage();
    const paginator = document.querySelector('.paginator') as HTMLElement;
    const size = within(paginator).getByRole('combobox', { name: 'Items per page' });
    expect([...(size as HTMLSelectElement).options].map((option) => option.value)).toEqual(['12', '24', '36']);
    await user.click(within(paginator).getByRole('button', { name: 'Next page' }));
    await user.selectOptions(size, '24');
    expect(cards()).toHaveLength(24);
    expect(cardNames()[0]).toBe('Juice 1');
    expect(within(paginator).getByText('1 – 24 of 30')).toBeInTheDocument();
  });

  it('shows another page, or a new page size, from the top of the results with the focus on their heading', async () => {
    const scrolls = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const user = await renderPage();
    scrolls.mockClear();
    const paginator = document.querySelector('.paginator') as HTMLElement;
    await user.click(within(paginator).getByRole('button', { name: 'Next page' }));
    expect(scrolls).toHaveBeenLastCalledWith({ top: 0 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    scrolls.mockClear();
    await user.selectOptions(within(paginator).getByRole('combobox', { name: 'Items per page' }), '24');
    expect(scrolls).toHaveBeenLastCalledWith({ top: 0 });
    scrolls.mockRestore();
  });

  it('starts a new search at the top of its results', async () => {
    const scrolls = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithSearchAgain('/search?q=juice');
    await screen.findByRole('button', { name: 'Next page' });
    scrolls.mockClear();
    await user.click(screen.getByRole('button', { name: 'search again' }));
    await waitFor(() => expect(scrolls).toHaveBeenCalledWith({ top: 0 }));
    scrolls.mockRestore();
  });

  it('starts again at page 1 when the search changes', async () => {
    const user = userEvent.setup();
    renderWithSearchAgain('/search?q=juice');
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(cardNames()[0]).toBe('Juice 13');
    await user.click(screen.getByRole('button', { name: 'search again' }));
    await waitFor(() => expect(document.querySelector('#searchValue')).toHaveTextContent('juice'));
    await waitFor(() => expect(cardNames()[0]).toBe('Juice 1'));
    expect(screen.getByText('1 – 12 of 30')).toBeInTheDocument();
  });

  it('joins the stock from the quantity list: sold-out and low-stock badges', async () => {
    await renderPage();
    const [first, second, third] = cards();
    expect(first.querySelector('.ribbon')).toHaveTextContent('Sold Out');
    expect(second.querySelector('.ribbon')).toHaveTextContent('Only 3 left');
    expect(third.querySelector('.ribbon')).toBeNull();
  });

  it('shows deluxe members the deluxe prices', async () => {
    loginCustomer('deluxe');
    await renderPage();
    expect(cards()[0].querySelector('.price')).toHaveTextContent('1.49¤');
  });
});

describe('SearchPage add to basket', () => {
  it('offers no add buttons to visitors', async () => {
    await renderPage();
    expect(screen.queryAllByRole('button', { name: 'Add to Basket' })).toHaveLength(0);
  });

  it('puts a new product into the basket with quantity 1, confirms, and updates the badge count', async () => {
    loginCustomer();
    const user = await renderPage();
    await user.click(within(cards()[2] as HTMLElement).getByRole('button', { name: 'Add to Basket' }));
    const snackbar = await screen.findByRole('status');
    expect(snackbar).toHaveTextContent('Placed Juice 3 into basket.');
    expect(snackbar).toHaveClass('confirmation');
    const [post] = stub.callsTo('POST /api/BasketItems/');
    expect(post.body).toEqual({ ProductId: 3, BasketId: 7, quantity: 1 });
    await waitFor(() => expect(sessionStore.getState().basketCount).toBe(1));
  });

  it('adds one more of a product already in the basket and says so', async () => {
    loginCustomer();
    basket.Products.push({ ...product(3), BasketItem: { id: 903, ProductId: 3, BasketId: 7, quantity: 1 } });
    const puts: unknown[] = [];
    stub.set({
      'GET /api/BasketItems/903': () => ({ body: { status: 'success', data: basket.Products[0].BasketItem } }),
      'PUT /api/BasketItems/903': (call) => {
        const body = call.body as { quantity: number };
        puts.push(body);
        basket.Products[0].BasketItem.quantity = body.quantity;
        return { body: { status: 'success', data: basket.Products[0].BasketItem } };
      },
    });
    const user = await renderPage();
    await user.click(within(cards()[2] as HTMLElement).getByRole('button', { name: 'Add to Basket' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Added another Juice 3 to basket.');
    expect(puts).toEqual([{ quantity: 2 }]);
    expect(stub.callsTo('POST /api/BasketItems/')).toHaveLength(0);
    await waitFor(() => expect(sessionStore.getState().basketCount).toBe(2));
  });

  it("shows the server's error in an error snackbar", async () => {
    loginCustomer();
    catalogue = [product(3)];
    stub.set({ 'POST /api/BasketItems/': { status: 400, body: { status: 'error', error: 'We are out of stock! Sorry for the inconvenience.' } } });
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Add to Basket' }));
    const snackbar = await screen.findByRole('alert');
    expect(snackbar).toHaveTextContent('We are out of stock! Sorry for the inconvenience.');
    expect(snackbar).toHaveClass('error');
  });
});

describe('SearchPage product details', () => {
  it('opens the details dialog of the clicked product', async () => {
    stub.set({ 'GET /rest/products/5/reviews': { body: { data: [] } } });
    const user = await renderPage();
    await user.click(within(cards()[4] as HTMLElement).getByRole('button', { name: 'Click for more information about the product' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Juice 5' })).toBeInTheDocument();
    await waitFor(() => expect(stub.callsTo('GET /rest/products/5/reviews')).toHaveLength(1));
  });
});
