import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, sessionStore } from '@pulp/shared';
import { logInAs, renderAccountPage, resetBrowser } from '../../../test/helpers';
import ErasureRequestPage from './ErasureRequestPage';

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const button = () => screen.getByRole('button', { name: 'Erase my data' });

beforeEach(() => {
  resetBrowser();
  logInAs({ id: 4, email: 'demo@pulp.shop' });
});
afterEach(() => jest.restoreAllMocks());

describe('erasure request', () => {
  it('needs a valid email and the security answer', async () => {
    const user = userEvent.setup();
    renderAccountPage(<ErasureRequestPage />, '/privacy-security/erasure-request');
    expect(button()).toBeDisabled();
    await user.type(field('erasureEmail'), 'nope');
    await user.tab();
    expect(await screen.findByText('Email address is not valid.')).toBeVisible();
    await user.tab();
    expect(await screen.findByText('Please provide an answer to your security question.')).toBeVisible();
    await user.clear(field('erasureEmail'));
    await user.type(field('erasureEmail'), 'demo@pulp.shop');
    await user.type(field('erasureSecurityAnswer'), 'Pepper');
    await waitFor(() => expect(button()).toBeEnabled());
  });

  it('erases, confirms, records the last login IP, ends the session and goes home', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 'success' });
    const get = jest.spyOn(api, 'get').mockResolvedValue({});
    renderAccountPage(<ErasureRequestPage />, '/privacy-security/erasure-request');
    await user.type(field('erasureEmail'), 'demo@pulp.shop');
    await user.type(field('erasureSecurityAnswer'), 'Pepper');
    await user.click(button());
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(post).toHaveBeenCalledWith('/rest/user/erasure-request', { email: 'demo@pulp.shop', securityAnswer: 'Pepper' });
    expect(get).toHaveBeenCalledWith('/rest/saveLoginIp');
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('bid')).toBeNull();
    expect(await screen.findByText('Sorry to see you leave! Your erasure request will be processed shortly.')).toBeVisible();
  });

  it('shows the error on the form and resets it', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(401, 'Wrong answer to security question.', null));
    renderAccountPage(<ErasureRequestPage />, '/privacy-security/erasure-request');
    await user.type(field('erasureEmail'), 'demo@pulp.shop');
    await user.type(field('erasureSecurityAnswer'), 'Salt');
    await user.click(button());
    expect(await screen.findByText('Wrong answer to security question.')).toHaveClass('error');
    expect(field('erasureEmail')).toHaveValue('');
    expect(field('erasureSecurityAnswer')).toHaveValue('');
    expect(sessionStore.getState().isLoggedIn).toBe(true);
  });
});
