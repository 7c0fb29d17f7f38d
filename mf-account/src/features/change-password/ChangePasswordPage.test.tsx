import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@pulp/shared';
import { logInAs, renderAccountPage, resetBrowser } from '../../../test/helpers';
import ChangePasswordPage from './ChangePasswordPage';

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const button = () => document.getElementById('changeButton') as HTMLButtonElement;

beforeEach(() => {
  resetBrowser();
  logInAs({ id: 4, email: 'demo@pulp.shop' });
});
afterEach(() => jest.restoreAllMocks());

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, repeat: string) {
  if (current) await user.type(field('currentPassword'), current);
  if (next) await user.type(field('newPassword'), next);
  if (repeat) await user.type(field('newPasswordRepeat'), repeat);
}

describe('change password', () => {
  it('keeps the button disabled while any rule is broken', async () => {
    const user = userEvent.setup();
    renderAccountPage(<ChangePasswordPage />, '/privacy-security/change-password');
    expect(button()).toBeDisabled();
    await user.click(field('currentPassword'));
    await user.tab();
    expect(await screen.findByText('Please provide your current password.')).toBeVisible();
    await fill(user, 'old-one', 'abc', 'abc');
    await user.tab();
    expect((await screen.findAllByText('Password must be 5–20 characters long.')).length).toBeGreaterThan(0);
    expect(button()).toBeDisabled();
    await user.clear(field('newPassword'));
    await user.type(field('newPassword'), 'Fresh-1');
    await user.clear(field('newPasswordRepeat'));
    await user.type(field('newPasswordRepeat'), 'Fresh-2');
    await user.tab();
    expect(await screen.findByText('Passwords do not match.')).toBeVisible();
    expect(button()).toBeDisabled();
    await user.clear(field('newPasswordRepeat'));
    await user.type(field('newPasswordRepeat'), 'Fresh-1');
    await waitFor(() => expect(button()).toBeEnabled());
  });

  it('sends the three passwords as query of a GET and confirms', async () => {
    const user = userEvent.setup();
    const get = jest.spyOn(api, 'get').mockResolvedValue({ user: { id: 4 } });
    renderAccountPage(<ChangePasswordPage />, '/privacy-security/change-password');
    await fill(user, 'squeeze123', 'Fresh-1', 'Fresh-1');
    await waitFor(() => expect(button()).toBeEnabled());
    await user.click(button());
    expect(await screen.findByRole('status')).toHaveTextContent('Your password was successfully changed.');
    expect(get).toHaveBeenCalledWith('/rest/user/change-password', { current: 'squeeze123', new: 'Fresh-1', repeat: 'Fresh-1' });
    expect(field('currentPassword')).toHaveValue('');
    expect(field('newPassword')).toHaveValue('');
  });

  it('shows the error and clears new and repeated password on failure', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'get').mockRejectedValue(new ApiError(401, 'Current password is not correct.', null));
    renderAccountPage(<ChangePasswordPage />, '/privacy-security/change-password');
    await fill(user, 'wrong-one', 'Fresh-1', 'Fresh-1');
    await waitFor(() => expect(button()).toBeEnabled());
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is not correct.');
    expect(field('currentPassword')).toHaveValue('wrong-one');
    expect(field('newPassword')).toHaveValue('');
    expect(field('newPasswordRepeat')).toHaveValue('');
  });
});
