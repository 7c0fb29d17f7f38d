import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, sessionStore, type Product, type Review } from '@pulp/shared';
import { renderCatalog } from '../../../test/helpers';
import { ReviewForm } from './ReviewForm';
import { ReviewEditDialog } from './ReviewEditDialog';
import { ProductDetailsDialog } from './ProductDetailsDialog';
import { LIKE_REFRESH_MS, mayEdit } from './reviewsApi';

const REVIEW: Review = { _id: 'a'.repeat(24), message: 'Cloudy and fresh.', author: 'demo@pulp.shop', likesCount: 2, liked: false };
const OTHER: Review = { _id: 'b'.repeat(24), message: 'Too sweet.', author: 'jonas@pulp.shop', likesCount: 0, liked: true };
const PRODUCT: Product = { id: 2, name: 'Alpine Apple Juice', description: 'Cloudy juice.', price: 1.99, deluxePrice: 1.79, image: 'alpine-apple.svg' };

afterEach(() => jest.restoreAllMocks());

describe('who may edit a review', () => {
  it('is the author only, and never for anonymous reviews', () => {
    expect(mayEdit(REVIEW, 'demo@pulp.shop')).toBe(true);
    expect(mayEdit(REVIEW, 'jonas@pulp.shop')).toBe(false);
    expect(mayEdit(REVIEW, null)).toBe(false);
    expect(mayEdit({ author: 'Anonymous' }, 'Anonymous')).toBe(false);
  });
});

describe('review form', () => {
  it('keeps sending disabled while the text is blank and counts up to 160', async () => {
    const user = userEvent.setup();
    renderCatalog(<ReviewForm productId={2} author="demo@pulp.shop" onSaved={jest.fn()} />);
    const field = screen.getByRole('textbox', { name: 'Text field to review a product' });
    expect(field).toHaveAttribute('placeholder', 'What did you like or dislike?');
    expect(field).toHaveAttribute('maxLength', '160');
    const send = screen.getByRole('button', { name: 'Send the review' });
    expect(send).toBeDisabled();
    await user.type(field, '   ');
    expect(send).toBeDisabled();
    await user.type(field, 'Nice');
    expect(send).toBeEnabled();
    expect(screen.getByText('7/160')).toBeVisible();
  });

  it('sends the review under the own email and confirms', async () => {
    const user = userEvent.setup();
    const put = jest.spyOn(api, 'put').mockResolvedValue({ status: 'success' });
    const onSaved = jest.fn();
    renderCatalog(<ReviewForm productId={2} author="demo@pulp.shop" onSaved={onSaved} />);
    await user.type(screen.getByRole('textbox', { name: 'Text field to review a product' }), ' Lovely apples. ');
    await user.click(screen.getByRole('button', { name: 'Send the review' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(put).toHaveBeenCalledWith('/rest/products/2/reviews', { message: 'Lovely apples.', author: 'demo@pulp.shop' });
    expect(await screen.findByText('Thank you! Your review has been saved.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Text field to review a product' })).toHaveValue('');
  });
});

describe('review form after sending', () => {
  it('is empty and disabled again, ready for the next review', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'put').mockResolvedValue({ status: 'success' });
    const onSaved = jest.fn();
    renderCatalog(<ReviewForm productId={2} author="demo@pulp.shop" onSaved={onSaved} />);
    const field = screen.getByRole('textbox', { name: 'Text field to review a product' });
    await user.type(field, 'Lovely apples.');
    await user.click(screen.getByRole('button', { name: 'Send the review' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    await waitFor(() => expect(field).toHaveValue(''));
    expect(screen.getByText('0/160')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send the review' })).toBeDisabled());
  });
});

describe('review edit dialog', () => {
  it('may save the review as it stands at once, and shows no error before a change', async () => {
    renderCatalog(<ReviewEditDialog review={REVIEW} onClose={jest.fn()} onSaved={jest.fn()} />);
    expect(await screen.findByRole('textbox', { name: 'Text field to edit a product review' })).toHaveValue('Cloudy and fresh.');
    expect(screen.getByText(`${REVIEW.message.length}/160`)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save the changed review' })).toBeEnabled());
    expect(screen.queryByText('Please write between 1 and 160 characters.')).toBeNull();
  });

  it('requires 1 to 160 characters and saves the change', async () => {
    const user = userEvent.setup();
    const patch = jest.spyOn(api, 'patch').mockResolvedValue({ status: 'success' });
    const onSaved = jest.fn();
    const onClose = jest.fn();
    renderCatalog(<ReviewEditDialog review={REVIEW} onClose={onClose} onSaved={onSaved} />);
    const field = await screen.findByRole('textbox', { name: 'Text field to edit a product review' });
    expect(field).toHaveValue('Cloudy and fresh.');
    await user.clear(field);
    expect(await screen.findByText('Please write between 1 and 160 characters.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save the changed review' })).toBeDisabled();
    await user.type(field, 'Even better chilled.');
    await user.click(screen.getByRole('button', { name: 'Save the changed review' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(patch).toHaveBeenCalledWith('/rest/products/reviews', { id: REVIEW._id, message: 'Even better chilled.' });
    expect(onSaved).toHaveBeenCalled();
    expect(await screen.findByText('Your changes have been saved.')).toBeVisible();
  });
});

describe('reviews in the product dialog', () => {
  it('lets a logged-in user like, edit own reviews only, and reloads the likes 200 ms after a like', async () => {
    sessionStore.setState({ isLoggedIn: true, token: 'x', email: 'demo@pulp.shop' });
    const reads: number[] = [];
    jest.spyOn(api, 'get').mockImplementation(async () => {
      reads.push(Date.now());
      return { status: 'success', data: [REVIEW, OTHER] };
    });
    let likedAt = 0;
    const post = jest.spyOn(api, 'post').mockImplementation(async () => {
      likedAt = Date.now();
      return { status: 'success' };
    });
    const user = userEvent.setup();
    renderCatalog(<ProductDetailsDialog product={PRODUCT} isDeluxe={false} onClose={jest.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Expand for Reviews' }));
    expect(await screen.findByText('Cloudy and fresh.')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Edit your review' })).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Text field to review a product' })).toBeVisible();

    const likes = screen.getAllByRole('button', { name: 'Rate a helpful review' });
    expect(likes[1]).toBeDisabled(); // already liked
    const readsBefore = reads.length;
    await user.click(likes[0]);
    expect(post).toHaveBeenCalledWith('/rest/products/reviews', { id: REVIEW._id });
    await waitFor(() => expect(reads.length).toBe(readsBefore + 1));
    expect(reads[reads.length - 1] - likedAt).toBeGreaterThanOrEqual(LIKE_REFRESH_MS - 5);
  });

  it('shows visitors the reviews without like buttons or the form', async () => {
    sessionStore.setState({ isLoggedIn: false, token: null, email: null });
    jest.spyOn(api, 'get').mockResolvedValue({ status: 'success', data: [REVIEW] });
    const user = userEvent.setup();
    renderCatalog(<ProductDetailsDialog product={PRODUCT} isDeluxe={false} onClose={jest.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Expand for Reviews' }));
    await screen.findByText('Cloudy and fresh.');
    expect(screen.queryByRole('button', { name: 'Rate a helpful review' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Text field to review a product' })).toBeNull();
  });
});
