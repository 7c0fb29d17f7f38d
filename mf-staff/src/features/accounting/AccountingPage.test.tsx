import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccountingPage from './AccountingPage';
import { clampToZero } from './products/api';
import { clearSnackbars, failure, renderStaff, stubServer, success } from '../../../test/helpers';

const FRUITS = ['Apple', 'Banana', 'Cherry', 'Date', 'Elderberry', 'Fig', 'Grape', 'Guava', 'Kiwi', 'Lemon', 'Lime', 'Lychee'];

/** 34 products; each stock record has an id of its own (100 + product id). */
const products = Array.from({ length: 34 }, (_, index) => ({
  id: index + 1,
  name: `${FRUITS[index % FRUITS.length]} Juice ${index + 1}`,
  description: '',
  price: 2 + index / 10,
  deluxePrice: 1.5,
  image: 'juice.svg',
}));
const quantities = products.map((product) => ({ id: 100 + product.id, ProductId: product.id, quantity: 50, limitPerUser: null }));

const orders = Array.from({ length: 12 }, (_, index) => ({
  _id: `doc${index}`,
  orderId: `5267-${String(index).padStart(12, '0')}`,
  email: 'demo@pulp.shop',
  totalPrice: 10 + index,
  delivered: index === 1,
  // Express (1 day) for the first, cargo bike (5 days) for the others.
  eta: index === 0 ? '1' : '5',
  createdAt: '2024-05-01T10:00:00.000Z',
}));

function stubShop(overrides: Parameters<typeof stubServer>[0] = {}) {
  return stubServer({
    'GET /api/Products': () => success(products),
    'GET /api/Quantitys': () => success(quantities),
    'GET /rest/order-history/orders': () => success(orders),
    'PUT /api/Products/:id': ({ params, body }) => success({ ...products[Number(params.id) - 1], ...(body as object) }),
    'PUT /api/Quantitys/:id': ({ params, body }) => success({ ...quantities.find((record) => record.id === Number(params.id)), ...(body as object) }),
    'PUT /rest/order-history/:id/delivery-status': ({ params, body }) =>
      success({ ...orders.find((order) => order._id === params.id), delivered: !(body as { deliveryStatus: boolean }).deliveryStatus }),
    ...overrides,
  });
}

const productsSection = () => within(document.getElementById('accounting-products')!);
const ordersSection = () => within(document.getElementById('accounting-orders')!);
const productRow = (name: string) => screen.getByText(name).closest('tr')!;

// Whole pages with Chakra render slowly on a busy 2-core machine; the defaults are too tight.
jest.setTimeout(30000);

let server: ReturnType<typeof stubServer> | undefined;
afterEach(() => {
  server?.restore();
  server = undefined;
  clearSnackbars();
});

describe('clampToZero', () => {
  it('turns negatives into 0 and keeps the rest', () => {
    expect(clampToZero(-5)).toBe(0);
    expect(clampToZero(-0.01)).toBe(0);
    expect(Object.is(clampToZero(-0), 0)).toBe(true);
    expect(clampToZero(0)).toBe(0);
    expect(clampToZero(4.5)).toBe(4.5);
  });
});

describe('prices and stock', () => {
  it('pages 10 at a time with the options 10, 20 and 30', async () => {
    server = stubShop();
    renderStaff(<AccountingPage />);
    const section = productsSection();
    await waitFor(() => expect(section.getAllByRole('row')).toHaveLength(11));
    expect(section.getByText('1 – 10 of 34')).toBeInTheDocument();
    const size = section.getByLabelText('Items per page');
    expect([...size.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['10', '20', '30']);

    await userEvent.click(section.getByRole('button', { name: 'Next page' }));
    expect(section.getByText('11 – 20 of 34')).toBeInTheDocument();
    expect(section.getByText('Apple Juice 13')).toBeInTheDocument();
    expect(section.queryByText('Apple Juice 1')).not.toBeInTheDocument();

    await userEvent.selectOptions(size, '30');
    expect(section.getAllByRole('row')).toHaveLength(31);
    expect(section.getByText('1 – 30 of 34')).toBeInTheDocument();
    await userEvent.click(section.getByRole('button', { name: 'Next page' }));
    expect(section.getAllByRole('row')).toHaveLength(5);
    expect(section.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('sends a negative price as 0 and confirms the update', async () => {
    server = stubShop();
    renderStaff(<AccountingPage />);
    await screen.findByText('Banana Juice 2');
    const price = screen.getByLabelText('New price for Banana Juice 2');
    expect(price).toHaveValue(2.1);
    await userEvent.clear(price);
    await userEvent.type(price, '-5');
    await userEvent.click(within(productRow('Banana Juice 2')).getByRole('button', { name: 'Save price' }));

    expect(await screen.findByText('Price for Banana Juice 2 has been updated.')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/api/Products/2').map((call) => call.body)).toEqual([{ price: 0 }]);
    expect(price).toHaveValue(0);
  });

  it('saves a price as typed (Enter works too)', async () => {
    server = stubShop();
    renderStaff(<AccountingPage />);
    const price = await screen.findByLabelText('New price for Cherry Juice 3');
    await userEvent.clear(price);
    await userEvent.type(price, '7.25{Enter}');
    expect(await screen.findByText('Price for Cherry Juice 3 has been updated.')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/api/Products/3')[0].body).toEqual({ price: 7.25 });
  });

  it('sends a negative stock count as 0 to the stock record, confirms and shows sold out', async () => {
    server = stubShop();
    renderStaff(<AccountingPage />);
    const quantity = await screen.findByLabelText('New stock for Date Juice 4');
    expect(within(productRow('Date Juice 4')).queryByText('Sold out')).not.toBeInTheDocument();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '-12');
    await userEvent.click(within(productRow('Date Juice 4')).getByRole('button', { name: 'Save stock' }));

    expect(await screen.findByText('Quantity for Date Juice 4 has been updated.')).toBeInTheDocument();
    // The stock record's own id, not the product's.
    expect(server.callsTo('PUT', '/api/Quantitys/104').map((call) => call.body)).toEqual([{ quantity: 0 }]);
    expect(server.callsTo('PUT', '/api/Quantitys/4')).toHaveLength(0);
    expect(within(productRow('Date Juice 4')).getByText('Sold out')).toBeInTheDocument();
    expect(quantity).toHaveValue(0);
  });

  it('marks low stock after a small count is saved', async () => {
    server = stubShop();
    renderStaff(<AccountingPage />);
    const quantity = await screen.findByLabelText('New stock for Fig Juice 6');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3{Enter}');
    expect(await screen.findByText('Quantity for Fig Juice 6 has been updated.')).toBeInTheDocument();
    expect(within(productRow('Fig Juice 6')).getByText('Low stock')).toBeInTheDocument();
  });

  it("shows the server's error when a save fails and keeps what was typed", async () => {
    server = stubShop({ 'PUT /api/Products/:id': () => failure(400, 'The price cannot be more than 100000.') });
    renderStaff(<AccountingPage />);
    const price = await screen.findByLabelText('New price for Apple Juice 1');
    await userEvent.clear(price);
    await userEvent.type(price, '999999');
    await userEvent.click(within(productRow('Apple Juice 1')).getByRole('button', { name: 'Save price' }));

    const error = await screen.findByText('The price cannot be more than 100000.');
    expect(error.closest('.snackbar')).toHaveClass('error');
    expect(screen.queryByText(/has been updated/)).not.toBeInTheDocument();
    expect(price).toHaveValue(999999);
  });

  it('does not save an empty field', async () => {
    server = stubShop();
    renderStaff(<AccountingPage />);
    const price = await screen.findByLabelText('New price for Apple Juice 1');
    await userEvent.clear(price);
    expect(within(productRow('Apple Juice 1')).getByRole('button', { name: 'Save price' })).toBeDisabled();
  });
});

describe('order delivery tracking', () => {
  it('lists orders paged 10 with id, total, status and PDF link', async () => {
    server = stubShop();
    renderStaff(<AccountingPage />);
    const section = ordersSection();
    await waitFor(() => expect(section.getAllByRole('row')).toHaveLength(11));
    expect(section.getByText('1 – 10 of 12')).toBeInTheDocument();
    const row = section.getByText('5267-000000000001').closest('tr')!;
    expect(within(row).getByText('11.00¤')).toBeInTheDocument();
    expect(within(row).getByText('Delivered')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'PDF confirmation of order 5267-000000000001' })).toHaveAttribute(
      'href',
      'http://127.0.0.1:3000/ftp/order_5267-000000000001.pdf',
    );
    expect([...section.getByLabelText('Items per page').querySelectorAll('option')].map((option) => option.value)).toEqual(['10', '20', '30']);
  });

  it('toggles delivery: sends the state seen and shows the new one', async () => {
    server = stubShop();
    renderStaff(<AccountingPage />);
    const row = (await ordersSection().findByText('5267-000000000000')).closest('tr')!;
    expect(within(row).getByText('In transit')).toBeInTheDocument();
    // The status as tracking shows it: more than 2 days to go is packing.
    expect(within((await ordersSection().findByText('5267-000000000002')).closest('tr')!).getByText('Packing')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Mark as delivered' }));
    await waitFor(() => expect(within(row).getByText('Delivered')).toBeInTheDocument());
    expect(server.callsTo('PUT', '/rest/order-history/doc0/delivery-status').map((call) => call.body)).toEqual([{ deliveryStatus: false }]);

    await userEvent.click(within(row).getByRole('button', { name: 'Mark as not delivered' }));
    await waitFor(() => expect(within(row).getByText('In transit')).toBeInTheDocument());
    expect(server.callsTo('PUT', '/rest/order-history/doc0/delivery-status').map((call) => call.body)).toEqual([
      { deliveryStatus: false },
      { deliveryStatus: true },
    ]);
  });

  it('keeps the status and shows the error when the toggle fails', async () => {
    server = stubShop({ 'PUT /rest/order-history/:id/delivery-status': () => failure(403, 'You are not allowed to do this.') });
    renderStaff(<AccountingPage />);
    const row = (await ordersSection().findByText('5267-000000000000')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Mark as delivered' }));
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
    expect(within(row).getByText('In transit')).toBeInTheDocument();
  });

  it('shows a failed list with the server error and loads again on retry', async () => {
    let fail = true;
    server = stubShop({ 'GET /rest/order-history/orders': () => (fail ? failure(500, 'Something went wrong on our side.') : success([])) });
    renderStaff(<AccountingPage />);
    const section = ordersSection();
    expect(await section.findByText('Something went wrong on our side.')).toBeInTheDocument();
    expect(section.getByText('This list could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(section.getByRole('button', { name: 'Try again' }));
    expect(await section.findByText('No orders yet.')).toBeInTheDocument();
    // The products table is unaffected.
    expect(productsSection().getAllByRole('row')).toHaveLength(11);
  });
});
