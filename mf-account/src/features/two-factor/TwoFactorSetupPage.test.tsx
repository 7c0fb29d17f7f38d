import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@pulp/shared';
import { logInAs, renderAccountPage, resetBrowser } from '../../../test/helpers';
import TwoFactorSetupPage from './TwoFactorSetupPage';
import { otpauthUri } from './two-factor';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const PENDING = { setup: false, email: 'demo@pulp.shop', secret: SECRET, setupToken: 'setup-token' };
const field = (id: string) => document.getElementById(id) as HTMLInputElement;

beforeEach(() => {
  resetBrowser();
  logInAs({ id: 4, email: 'demo@pulp.shop' });
});
afterEach(() => jest.restoreAllMocks());

describe('two-factor setup', () => {
  it('shows a QR code and the secret, and needs the password and a six-digit code', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'get').mockResolvedValue(PENDING);
    renderAccountPage(<TwoFactorSetupPage />, '/privacy-security/two-factor-authentication');
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    expect(screen.getByText(SECRET)).toBeVisible();
    expect(field('initialToken')).toHaveAttribute('data-test-totp-secret', SECRET);
    const button = document.getElementById('setupTwoFactorAuth') as HTMLButtonElement;
    expect(button).toBeDisabled();
    await user.type(field('currentPasswordSetup'), 'squeeze123');
    await user.type(field('initialToken'), '12345');
    await user.tab();
    expect(await screen.findByText('The token appears to be invalid.')).toBeVisible();
    expect(button).toBeDisabled();
    await user.type(field('initialToken'), '6');
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('encodes issuer, account and secret for authenticator apps', () => {
    expect(otpauthUri('Pulp Shop', 'a@b.co', SECRET)).toBe(`otpauth://totp/Pulp%20Shop:a%40b.co?secret=${SECRET}&issuer=Pulp%20Shop`);
  });

  it('sets up with the setup token, confirms and switches to the disable form', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'get').mockResolvedValue(PENDING);
    const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 'success' });
    renderAccountPage(<TwoFactorSetupPage />, '/privacy-security/two-factor-authentication');
    await user.type(await screen.findByLabelText('Current password'), 'squeeze123');
    await user.type(field('initialToken'), '654321');
    await user.click(document.getElementById('setupTwoFactorAuth') as HTMLButtonElement);
    expect(await screen.findByText('Two-factor authentication is now set up.')).toBeVisible();
    expect(post).toHaveBeenCalledWith('/rest/2fa/setup', { password: 'squeeze123', setupToken: 'setup-token', initialToken: '654321' });
    expect(document.getElementById('2fa-setup-successfully')).toHaveTextContent('Two-factor authentication is set up');
    expect(field('currentPasswordDisable')).toBeVisible();
  });

  it('shows 2FA_SETUP_ERROR when setting up fails', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'get').mockResolvedValue(PENDING);
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(401, 'Invalid two-factor token.', null));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAccountPage(<TwoFactorSetupPage />, '/privacy-security/two-factor-authentication');
    await user.type(await screen.findByLabelText('Current password'), 'squeeze123');
    await user.type(field('initialToken'), '654321');
    await user.click(document.getElementById('setupTwoFactorAuth') as HTMLButtonElement);
    expect(await screen.findByRole('alert')).toHaveTextContent('That did not work. Please check your password and the code, and try again.');
    expect(document.getElementById('2fa-setup-successfully')).toBeNull();
  });

  it('disables with the current password, confirms and shows a fresh setup', async () => {
    const user = userEvent.setup();
    const get = jest.spyOn(api, 'get').mockResolvedValueOnce({ setup: true }).mockResolvedValueOnce({ ...PENDING, secret: 'NEWSECRETNEWSECRETNEWSECRET23456' });
    const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 'success' });
    renderAccountPage(<TwoFactorSetupPage />, '/privacy-security/two-factor-authentication');
    expect(await screen.findByText(/every login asks for a code/)).toBeVisible();
    const disable = document.getElementById('disableTwoFactorAuth') as HTMLButtonElement;
    expect(disable).toBeDisabled();
    await user.type(field('currentPasswordDisable'), 'squeeze123');
    await user.click(disable);
    expect(await screen.findByText('Two-factor authentication has been switched off.')).toBeVisible();
    expect(post).toHaveBeenCalledWith('/rest/2fa/disable', { password: 'squeeze123' });
    await waitFor(() => expect(field('initialToken')).toHaveAttribute('data-test-totp-secret', 'NEWSECRETNEWSECRETNEWSECRET23456'));
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('shows 2FA_SETUP_ERROR when disabling fails', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'get').mockResolvedValue({ setup: true });
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(401, 'The password is not correct.', null));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAccountPage(<TwoFactorSetupPage />, '/privacy-security/two-factor-authentication');
    await user.type(await screen.findByLabelText('Current password'), 'wrong');
    await user.click(document.getElementById('disableTwoFactorAuth') as HTMLButtonElement);
    expect(await screen.findByRole('alert')).toHaveTextContent('That did not work.');
    expect(document.getElementById('2fa-setup-successfully')).toBeVisible();
  });
});
