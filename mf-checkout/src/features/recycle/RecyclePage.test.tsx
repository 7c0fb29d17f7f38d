import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, sessionStore } from '@pulp/shared';
import { renderCheckout } from '../../../test/helpers';
import RecyclePage from './RecyclePage';

const ADDRESS = { id: 3, country: 'Canada', fullName: 'Dana Demo', mobileNum: 6045550142, zipCode: 'V5K0A1', streetAddress: '221 Orchard Lane', city: 'Vancouver', state: 'BC' };

beforeEach(() => {
  sessionStore.setState({ isLoggedIn: true, token: 'x', email: 'demo@pulp.shop', userId: 4 });
  jest.spyOn(api, 'get').mockResolvedValue({ status: 'success', data: [ADDRESS] });
});
afterEach(() => jest.restoreAllMocks());

describe('recycling page', () => {
  it('offers the pickup only above 100 liters and sends the request', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 'success', data: { id: 1, isPickup: true, pickupDate: '2099-05-01', quantity: 150, AddressId: 3 } });
    renderCheckout(<RecyclePage />, '/recycle');
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity (liters)' });
    const submit = screen.getByRole('button', { name: 'Request' });
    await user.type(quantity, '100');
    expect(screen.queryByText('Please pick it up')).toBeNull();
    await user.click(await screen.findByRole('radio', { name: /Dana Demo/ }));
    await waitFor(() => expect(submit).toBeEnabled());

    await user.type(quantity, '5'); // 1005
    expect(screen.getByText('The quantity must lie in the range 10-1000.')).toBeVisible();
    expect(submit).toBeDisabled();
    await user.clear(quantity);
    await user.type(quantity, '150');
    await user.click(screen.getByText('Please pick it up'));
    // A pickup needs a date.
    expect(submit).toBeDisabled();
    // (typed without focus changes: jsdom lacks the PointerEvent the checkbox's blur handler uses)
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: '2099-05-01' } });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/Recycles/', { UserId: 4, AddressId: 3, quantity: 150, isPickUp: true, date: '2099-05-01' }));
    expect(await screen.findByText(/We will pick up your pomace on/)).toBeVisible();
  });

  it('asks for a recycling box below the pickup limit', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 'success', data: { id: 2, isPickup: false, pickupDate: null, quantity: 20, AddressId: 3 } });
    renderCheckout(<RecyclePage />, '/recycle');
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity (liters)' }), '20');
    await user.click(await screen.findByRole('radio', { name: /Dana Demo/ }));
    await user.click(screen.getByRole('button', { name: 'Request' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/Recycles/', { UserId: 4, AddressId: 3, quantity: 20, isPickUp: false, date: null }));
    expect(await screen.findByText('Thank you for recycling! Your recycling box is on its way.')).toBeVisible();
  });
});
