import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, local } from '@pulp/shared';
import { logInAs, renderAccountPage, resetBrowser } from '../../../test/helpers';
import DataExportPage from './DataExportPage';
import { CAPTCHA_WINDOW_MS, captchaRequired, EXPORT_WINDOW_WIDTH } from './data-export';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"/></svg>';
const captchaInput = () => screen.queryByRole('textbox', { name: 'Input for the CAPTCHA' });
const submit = () => screen.getByRole('button', { name: 'Button to send the request' });

let open: jest.SpyInstance;
beforeEach(() => {
  resetBrowser();
  logInAs({ id: 4, email: 'demo@pulp.shop' });
  open = jest.spyOn(window, 'open').mockReturnValue(null);
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:export'), revokeObjectURL: jest.fn() });
  jest.spyOn(api, 'get').mockResolvedValue({ image: SVG });
});
afterEach(() => jest.restoreAllMocks());

describe('captcha window', () => {
  it('asks for a captcha only within five minutes of the last successful export', () => {
    const now = 1_000_000_000;
    expect(captchaRequired(now)).toBe(false);
    local.set('lastSuccessfulExport', String(now - CAPTCHA_WINDOW_MS + 1));
    expect(captchaRequired(now)).toBe(true);
    local.set('lastSuccessfulExport', String(now - CAPTCHA_WINDOW_MS));
    expect(captchaRequired(now)).toBe(false);
  });
});

describe('data export', () => {
  it('offers JSON, and PDF and Excel only as disabled options', () => {
    renderAccountPage(<DataExportPage />, '/privacy-security/data-export');
    const formats = document.getElementById('formatControl') as HTMLElement;
    expect(within(formats).getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Export Option JSON' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Export Option PDF' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Export Option Excel' })).toBeDisabled();
    expect(captchaInput()).toBeNull();
    expect(submit()).toBeEnabled();
  });

  it('opens the export in a 500 px window, remembers the time and asks for a captcha next time', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post').mockResolvedValue({ confirmation: 'ok', userData: '{"email":"demo@pulp.shop"}' });
    renderAccountPage(<DataExportPage />, '/privacy-security/data-export');
    const before = Date.now();
    await user.click(submit());
    expect(await screen.findByText('Your data export will open in a new browser window.')).toBeVisible();
    expect(post).toHaveBeenCalledWith('/rest/user/data-export', { format: '1' });
    expect(open).toHaveBeenCalledWith('blob:export', '_blank', `width=${EXPORT_WINDOW_WIDTH}`);
    expect(Number(local.get('lastSuccessfulExport'))).toBeGreaterThanOrEqual(before);
    expect(await screen.findByRole('img', { name: 'CAPTCHA: five characters to type' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml;base64,/));
    expect(api.get).toHaveBeenCalledWith('/rest/image-captcha/');
    expect(submit()).toBeDisabled();
  });

  it('sends the five-character captcha answer when an export was recent', async () => {
    const user = userEvent.setup();
    local.set('lastSuccessfulExport', String(Date.now() - 1000));
    const post = jest.spyOn(api, 'post').mockResolvedValue({ confirmation: 'ok', userData: '{}' });
    renderAccountPage(<DataExportPage />, '/privacy-security/data-export');
    const input = await waitFor(() => captchaInput() as HTMLElement);
    await user.type(input, 'AB3D');
    expect(submit()).toBeDisabled();
    await user.type(input, 'E');
    expect(submit()).toBeEnabled();
    await user.click(submit());
    await waitFor(() => expect(post).toHaveBeenCalledWith('/rest/user/data-export', { format: '1', answer: 'AB3DE' }));
  });

  it('shows the server error and clears the captcha on failure', async () => {
    const user = userEvent.setup();
    local.set('lastSuccessfulExport', String(Date.now() - 1000));
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(401, 'Wrong answer to CAPTCHA. Please try again.', null));
    renderAccountPage(<DataExportPage />, '/privacy-security/data-export');
    const input = await waitFor(() => captchaInput() as HTMLElement);
    await user.type(input, 'WRONG');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong answer to CAPTCHA. Please try again.');
    expect(captchaInput()).toHaveValue('');
    expect(open).not.toHaveBeenCalled();
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(2));
  });
});
