import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, local } from '@pulp/shared';
import { fakeToken, renderAccountPage, resetBrowser } from '../../../test/helpers';
import { TOTP_TMP_TOKEN_KEY } from '../login/login';
import TwoFactorEnterPage from './TwoFactorEnterPage';
import { TWO_FACTOR_ERROR_MS } from './two-factor';

const codeField = () => screen.getByRole('textbox', { name: 'Field for entering the Two Factor token' });
const submit = () => screen.getByRole('button', { name: 'Button to confirm the input' });

beforeEach(() => {
  resetBrowser();
  local.set(TOTP_TMP_TOKEN_KEY, 'tmp-token');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('two-factor entry', () => {
  it('accepts exactly six digits', async () => {
    const user = userEvent.setup();
    renderAccountPage(<TwoFactorEnterPage />, '/2fa/enter');
    expect(submit()).toBeDisabled();
    await user.type(codeField(), '12345');
    expect(submit()).toBeDisabled();
    await user.tab();
    expect(screen.getByText('The token appears to be invalid.')).toBeVisible();
    await user.type(codeField(), '6');
    expect(submit()).toBeEnabled();
    await user.clear(codeField());
    await user.type(codeField(), '12345a');
    expect(submit()).toBeDisabled();
  });

  it('logs in with the temporary token and the code, then goes to /search', async () => {
    const user = userEvent.setup();
    const token = fakeToken({ id: 9, email: 'two@pulp.shop' });
    const post = jest.spyOn(api, 'post').mockResolvedValue({ authentication: { token, bid: 5 } });
    renderAccountPage(<TwoFactorEnterPage />, '/2fa/enter');
    await user.type(codeField(), '123456');
    await user.click(submit());
    expect(await screen.findByTestId('location')).toHaveTextContent('/search');
    expect(post).toHaveBeenCalledWith('/rest/2fa/verify', { tmpToken: 'tmp-token', totpToken: '123456' });
    expect(localStorage.getItem('token')).toBe(token);
    expect(sessionStorage.getItem('bid')).toBe('5');
    expect(local.get(TOTP_TMP_TOKEN_KEY)).toBeNull();
  });

  it('shows INVALID_TWO_FACTOR_AUTH_TOKEN for five seconds after a refused code', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(401, 'Invalid two-factor token.', null));
    renderAccountPage(<TwoFactorEnterPage />, '/2fa/enter');
    await user.type(codeField(), '000000');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('The token appears to be invalid.');
    act(() => jest.advanceTimersByTime(TWO_FACTOR_ERROR_MS - 100));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
