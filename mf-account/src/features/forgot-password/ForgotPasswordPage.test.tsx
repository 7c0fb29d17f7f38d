import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@pulp/shared';
import { renderAccountPage, resetBrowser } from '../../../test/helpers';
import ForgotPasswordPage from './ForgotPasswordPage';

const field = (id: string) => document.getElementById(id) as HTMLInputElement;

beforeEach(() => {
  resetBrowser();
  jest.spyOn(api, 'get').mockImplementation(async (_path: string, query?: Record<string, unknown>) =>
    query?.email === 'demo@pulp.shop' ? { question: { id: 1, question: "Your first pet's name?" } } : {},
  );
});
afterEach(() => jest.restoreAllMocks());

describe('forgot password', () => {
  it('keeps answer and passwords disabled until a question is found for the email', async () => {
    const user = userEvent.setup();
    renderAccountPage(<ForgotPasswordPage />, '/forgot-password');
    for (const id of ['securityAnswer', 'newPassword', 'newPasswordRepeat']) expect(field(id)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Change' })).toBeDisabled();

    await user.type(field('email'), 'nobody@pulp.shop');
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('/rest/user/security-question', { email: 'nobody@pulp.shop' }));
    expect(field('securityAnswer')).toBeDisabled();

    await user.clear(field('email'));
    await user.type(field('email'), 'demo@pulp.shop');
    await waitFor(() => expect(field('securityAnswer')).toBeEnabled());
    expect(field('securityAnswer')).toHaveAttribute('placeholder', "Your first pet's name?");
    expect(field('newPassword')).toBeEnabled();
    expect(field('newPasswordRepeat')).toBeEnabled();
    // Looking up while typing waits for a pause: only whole addresses are asked for.
    expect(api.get).not.toHaveBeenCalledWith('/rest/user/security-question', { email: 'demo@pulp.sho' });
  });

  it('checks the answer and the new password before sending', async () => {
    const user = userEvent.setup();
    renderAccountPage(<ForgotPasswordPage />, '/forgot-password');
    await user.type(field('email'), 'demo@pulp.shop');
    await waitFor(() => expect(field('securityAnswer')).toBeEnabled());
    await user.click(field('securityAnswer'));
    await user.tab();
    expect(await screen.findByText('Please provide an answer to your security question.')).toBeVisible();
    await user.tab();
    expect(await screen.findByText('Please provide your new password.')).toBeVisible();
    await user.type(field('newPassword'), 'abc');
    await user.tab();
    expect(await screen.findByText('Password must be 5–20 characters long.')).toBeVisible();
    await user.clear(field('newPassword'));
    await user.type(field('newPassword'), 'Fresh123');
    await user.type(field('newPasswordRepeat'), 'Fresh124');
    await user.tab();
    expect(await screen.findByText('Passwords do not match.')).toBeVisible();
  });

  it('resets the password, confirms and clears the form', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post').mockResolvedValue({ user: { id: 4 } });
    renderAccountPage(<ForgotPasswordPage />, '/forgot-password');
    await user.type(field('email'), 'demo@pulp.shop');
    await waitFor(() => expect(field('securityAnswer')).toBeEnabled());
    await user.type(field('securityAnswer'), 'Pepper');
    await user.type(field('newPassword'), 'Fresh123');
    await user.type(field('newPasswordRepeat'), 'Fresh123');
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password was successfully changed.');
    expect(post).toHaveBeenCalledWith('/rest/user/reset-password', { email: 'demo@pulp.shop', answer: 'Pepper', new: 'Fresh123', repeat: 'Fresh123' });
    expect(field('email')).toHaveValue('');
    await waitFor(() => expect(field('securityAnswer')).toBeDisabled());
  });

  it('shows the error and clears answer and passwords on failure', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(401, 'Wrong answer to security question.', null));
    renderAccountPage(<ForgotPasswordPage />, '/forgot-password');
    await user.type(field('email'), 'demo@pulp.shop');
    await waitFor(() => expect(field('securityAnswer')).toBeEnabled());
    await user.type(field('securityAnswer'), 'Salt');
    await user.type(field('newPassword'), 'Fresh123');
    await user.type(field('newPasswordRepeat'), 'Fresh123');
    await user.click(screen.getByRole('button', { name: 'Change' }));
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Wrong answer to security question.');
    expect(error).toHaveClass('error');
    expect(field('securityAnswer')).toHaveValue('');
    expect(field('newPassword')).toHaveValue('');
    expect(field('newPasswordRepeat')).toHaveValue('');
  });
});
