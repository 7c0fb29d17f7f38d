import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, sessionStore } from '@pulp/shared';
import { renderCheckout } from '../../../test/helpers';
import WalletPage, { walletAmountIssue } from './WalletPage';

beforeEach(() => {
  sessionStorage.clear();
  sessionStore.setState({ isLoggedIn: true, token: 'x', email: 'demo@pulp.shop' });
  jest.spyOn(api, 'get').mockResolvedValue({ status: 'success', data: 50 });
});
afterEach(() => jest.restoreAllMocks());

describe('wallet', () => {
  it('accepts top-ups from 10 to 1000', () => {
    expect(walletAmountIssue('')).toBe('MANDATORY_AMOUNT');
    expect(walletAmountIssue('9.99')).toBe('AMOUNT_LIMIT');
    expect(walletAmountIssue('1000.01')).toBe('AMOUNT_LIMIT');
    expect(walletAmountIssue('10')).toBeNull();
    expect(walletAmountIssue('1000')).toBeNull();
  });

  it('shows the balance and stores the amount for the payment page', async () => {
    const user = userEvent.setup();
    renderCheckout(<WalletPage />, '/wallet');
    expect(await screen.findByText('50.00¤')).toBeVisible();
    const continueButton = screen.getByRole('button', { name: 'Button to continue to payment' });
    expect(continueButton).toBeDisabled();
    await user.type(screen.getByPlaceholderText('Enter an amount'), '5');
    expect(screen.getByText('The amount must lie between 10 and 1000.')).toBeVisible();
    expect(continueButton).toBeDisabled();
    await user.type(screen.getByPlaceholderText('Enter an amount'), '0');
    await waitFor(() => expect(continueButton).toBeEnabled());
    await user.click(continueButton);
    expect(sessionStorage.getItem('walletTotal')).toBe('50');
  });

  it('asks visitors to log in', () => {
    sessionStore.setState({ isLoggedIn: false, token: null });
    renderCheckout(<WalletPage />, '/wallet');
    expect(screen.getByText('Please log in first')).toBeVisible();
  });
});
