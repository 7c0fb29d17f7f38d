import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError, api } from '@pulp/shared';
import { renderWithProviders, testI18n } from '@pulp/shared/test/render';
import en from '../i18n/en.json';
import { ServerStartedNotification } from '../src/features/server-started/ServerStartedNotification';
import { resetFakeSocket, serverSends } from './fake-socket';
import { clearCookies } from './setup';

jest.mock('@pulp/shared', () => require('./fake-socket').sharedWithFakeSocket());

const FILTER_KEYS = ['displayedDifficulties', 'showSolvedChallenges', 'showDisabledChallenges', 'showOnlyTutorialChallenges', 'displayedChallengeCategories', 'displayedChallengeTags'];

beforeEach(() => {
  resetFakeSocket();
  clearCookies();
  localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

const renderNotification = () => renderWithProviders(<ServerStartedNotification />, { i18n: testI18n(en) });

describe('the server-started notification', () => {
  it('restores the progress of the continueCode cookie and says so; it can be closed', async () => {
    document.cookie = 'continueCode=saved%20code; path=/';
    const put = jest.spyOn(api, 'put').mockResolvedValue({ status: 'success' });
    renderNotification();
    await act(async () => serverSends('server started', { startedAt: 'now' }));
    expect(put).toHaveBeenCalledWith('/rest/continue-code/apply/saved%20code');
    expect(await screen.findByText('The shop was restarted. Your hacking progress has been restored automatically.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('reports a failed restore with the error', async () => {
    document.cookie = 'continueCode=broken; path=/';
    jest.spyOn(api, 'put').mockRejectedValue(new ApiError(400, 'Invalid continue code.', null));
    renderNotification();
    await act(async () => serverSends('server started'));
    expect(await screen.findByText('The shop was restarted, but your hacking progress could not be restored: This progress code is not valid.')).toBeInTheDocument();
  });

  it('reports other failures with the server\'s error', async () => {
    document.cookie = 'continueCode=fine; path=/';
    jest.spyOn(api, 'put').mockRejectedValue(new ApiError(500, 'Something went wrong on our side. Please try again.', null));
    renderNotification();
    await act(async () => serverSends('server started'));
    expect(await screen.findByText(/could not be restored: Something went wrong on our side/)).toBeInTheDocument();
  });

  it('stays quiet without a cookie', async () => {
    const put = jest.spyOn(api, 'put');
    renderNotification();
    await act(async () => serverSends('server started'));
    expect(put).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('clears the cookie and the saved filters, then asks for a restart', async () => {
    document.cookie = 'continueCode=saved; path=/';
    document.cookie = 'language=de; path=/';
    for (const key of FILTER_KEYS) localStorage.setItem(key, '[1]');
    localStorage.setItem('token', 'kept');
    jest.spyOn(api, 'put').mockResolvedValue({});
    renderNotification();
    await act(async () => serverSends('server started'));
    const reset = await screen.findByRole('button', { name: 'Reset hacking progress' });
    fireEvent.click(reset);
    expect(screen.getByRole('button', { name: 'Restart required' })).toBeDisabled();
    expect(document.cookie).not.toContain('continueCode');
    expect(document.cookie).toContain('language=de');
    expect(FILTER_KEYS.map((key) => localStorage.getItem(key))).toEqual(FILTER_KEYS.map(() => null));
    expect(localStorage.getItem('token')).toBe('kept');
  });
});
