import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product, Review } from '@pulp/shared';
import { renderWithProviders } from '@pulp/shared/test/render';
import { stubFetch, type FetchStub } from '@pulp/shared/test/fetch-stub';
import { ProductDetailsDialog } from './ProductDetailsDialog';
import { catalogI18n, product } from '../../../test/fixtures';

const i18n = catalogI18n();
const REVIEWS: Review[] = [
  { _id: 'r1', message: 'Tastes like summer.', author: 'jade@pulp.shop', likesCount: 3, liked: false },
  { _id: 'r2', message: 'Too sweet for me.', author: 'Anonymous', likesCount: 0, liked: false },
];

let stub: FetchStub;

beforeEach(() => {
  stub = stubFetch({
    'GET /rest/products/8/reviews': { body: { status: 'success', data: REVIEWS } },
  });
});

afterEach(() => stub.restore());

const mango = product(8, {
  name: 'Mango Sunrise',
  description: 'Ripe mango with <em>a hint</em> of lime.',
  price: 29.99,
  deluxePrice: 24.99,
  image: 'mango.jpg',
});

async function openDialog(item: Product | null = mango, isDeluxe = false) {
  const onClose = jest.fn();
  const user = userEvent.setup();
  renderWithProviders(<ProductDetailsDialog product={item} isDeluxe={isDeluxe} onClose={onClose} />, { i18n });
  const dialog = item ? await screen.findByRole('dialog') : null;
  return { dialog: dialog as HTMLElement, onClose, user };
}

describe('ProductDetailsDialog', () => {
  it('stays closed without a product', async () => {
    await openDialog(null);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stub.calls).toHaveLength(0);
  });

  it('shows name, id, image and the HTML description', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('heading', { name: 'Mango Sunrise' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Product no. 8');
    expect(within(dialog).getByRole('img', { name: 'Mango Sunrise' })).toHaveAttribute('src', 'assets/public/images/products/mango.jpg');
    const description = dialog.querySelector('.product-description') as HTMLElement;
    expect(description).toHaveTextContent('Ripe mango with a hint of lime.');
    expect(description.querySelector('em')).toHaveTextContent('a hint');
  });

  it('is 500 px wide', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveClass('product-dialog');
    expect(getComputedStyle(dialog).width).toBe('500px');
  });

  it('shows the price and the bonus points (price / 10, rounded)', async () => {
    const { dialog } = await openDialog();
    expect(dialog.querySelector('.item-price')).toHaveTextContent('29.99¤');
    expect(within(dialog).getByLabelText('Bonus points when buying the product')).toHaveTextContent('3 bonus points');
  });

  it('shows deluxe members the deluxe price and its bonus', async () => {
    const { dialog } = await openDialog(mango, true);
    expect(dialog.querySelector('.item-price')).toHaveTextContent('24.99¤');
    expect(within(dialog).getByLabelText('Bonus points when buying the product')).toHaveTextContent('2 bonus points');
  });

  it('lists the reviews with author, message and likes', async () => {
    const { dialog, user } = await openDialog();
    const expander = within(dialog).getByRole('button', { name: 'Expand for Reviews' });
    await waitFor(() => expect(expander).toHaveTextContent('Reviews (2)'));
    await user.click(expander);
    const reviews = [...dialog.querySelectorAll('.review')];
    expect(reviews).toHaveLength(2);
    expect(reviews.map((review) => review.querySelector('.review-author')?.textContent)).toEqual(['jade@pulp.shop', 'Anonymous']);
    expect(reviews.map((review) => review.querySelector('.review-text')?.textContent)).toEqual(['Tastes like summer.', 'Too sweet for me.']);
    expect(reviews.map((review) => review.querySelector('.review-likes')?.textContent)).toEqual(['3', '0']);
    expect(stub.callsTo('GET /rest/products/8/reviews')).toHaveLength(1);
  });

  it('shows review messages as text', async () => {
    stub.set({ 'GET /rest/products/8/reviews': { body: { data: [{ ...REVIEWS[0], message: '<img src=x onerror=alert(1)>' }] } } });
    const { dialog, user } = await openDialog();
    const expander = within(dialog).getByRole('button', { name: 'Expand for Reviews' });
    await waitFor(() => expect(expander).toHaveTextContent('Reviews (1)'));
    await user.click(expander);
    expect(dialog.querySelector('.review-text')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(dialog.querySelector('.reviews img')).toBeNull();
  });

  it('says so when there are no reviews, or they cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stub.set({ 'GET /rest/products/8/reviews': { status: 500, body: { status: 'error', error: 'down' } } });
    const { dialog, user } = await openDialog();
    await waitFor(() => expect(stub.calls).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Expand for Reviews' }));
    expect(within(dialog).getByText('No reviews yet.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Expand for Reviews' })).toHaveTextContent('Reviews (0)');
    jest.restoreAllMocks();
  });

  it('closes with "Close Dialog"', async () => {
    const { dialog, onClose, user } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Close Dialog' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
