import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, sessionStore } from '@pulp/shared';
import { renderCheckout } from '../../../test/helpers';
import { WriteReviewDialog } from './WriteReviewDialog';

const PRODUCT = { id: 6, name: 'Melon Bike', description: 'A bike', price: 2999, deluxePrice: 2999, image: 'melon.jpg' };

beforeEach(() => {
  sessionStore.setState({ isLoggedIn: true, token: 'x', email: 'demo@pulp.shop' });
  jest.spyOn(api, 'get').mockResolvedValue({ status: 'success', data: PRODUCT });
});
afterEach(() => jest.restoreAllMocks());

describe('write-review dialog', () => {
  it('keeps sending disabled while blank, counts, and sends the trimmed text under the own email', async () => {
    const user = userEvent.setup();
    const put = jest.spyOn(api, 'put').mockResolvedValue({ status: 'success' });
    const onClose = jest.fn();
    renderCheckout(<WriteReviewDialog productId={6} onClose={onClose} />);
    const field = await screen.findByRole('textbox', { name: 'Text field to review a product' });
    expect(field).toHaveAttribute('maxLength', '160');
    const send = screen.getByRole('button', { name: 'Send the review' });
    expect(send).toBeDisabled();
    await user.type(field, '  ');
    expect(send).toBeDisabled();
    await user.type(field, 'Fast! ');
    await waitFor(() => expect(send).toBeEnabled());
    expect(screen.getByText('8/160')).toBeVisible();
    await user.click(send);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(put).toHaveBeenCalledWith('/rest/products/6/reviews', { message: 'Fast!', author: 'demo@pulp.shop' });
    expect(await screen.findByText('Thank you! Your review has been saved.')).toBeVisible();
  });
});
