import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, type ChallengeSolvedEvent } from '@pulp/shared';
import { renderWithProviders, testI18n } from '@pulp/shared/test/render';
import en from '../i18n/en.json';
import { handleSolvedEvent, toastsReducer } from '../src/features/challenge-notifications/toasts';
import { flagEmoji, saveContinueCode } from '../src/features/challenge-notifications/progress';
import { SolvedChallengeToasts } from '../src/features/challenge-notifications/SolvedChallengeToasts';
import { emitted, resetFakeSocket, serverSends } from './fake-socket';
import { clearCookies, configure } from './setup';

jest.mock('@pulp/shared', () => require('./fake-socket').sharedWithFakeSocket());

const solved = (key: string, overrides: Partial<ChallengeSolvedEvent> = {}): ChallengeSolvedEvent => ({
  key,
  challenge: key === 'scoreBoardChallenge' ? 'Score Board' : 'Clean Sweep',
  flag: `flag-of-${key}`,
  hidden: false,
  isRestore: false,
  ...overrides,
});

beforeEach(() => {
  resetFakeSocket();
  clearCookies();
  configure();
});
afterEach(() => jest.restoreAllMocks());

describe('the toast list', () => {
  it('adds, replaces a repeated challenge, closes one and closes all', () => {
    let toasts = toastsReducer([], { type: 'add', event: solved('scoreBoardChallenge') });
    toasts = toastsReducer(toasts, { type: 'add', event: solved('closeNotificationsChallenge') });
    toasts = toastsReducer(toasts, { type: 'add', event: solved('scoreBoardChallenge', { flag: 'again' }) });
    expect(toasts.map((toast) => [toast.key, toast.flag])).toEqual([
      ['closeNotificationsChallenge', 'flag-of-closeNotificationsChallenge'],
      ['scoreBoardChallenge', 'again'],
    ]);
    expect(toastsReducer(toasts, { type: 'close', key: 'scoreBoardChallenge' }).map((toast) => toast.key)).toEqual(['closeNotificationsChallenge']);
    expect(toastsReducer(toasts, { type: 'closeAll' })).toEqual([]);
  });
});

describe('a solved event', () => {
  const effects = () => ({ showToast: jest.fn(), saveProgress: jest.fn().mockResolvedValue(undefined), acknowledge: jest.fn() });

  it('shows a toast, saves the progress and confirms with the flag', async () => {
    const fx = effects();
    await handleSolvedEvent(solved('scoreBoardChallenge'), fx);
    expect(fx.showToast).toHaveBeenCalledWith(expect.objectContaining({ key: 'scoreBoardChallenge' }));
    expect(fx.saveProgress).toHaveBeenCalled();
    expect(fx.acknowledge).toHaveBeenCalledWith('flag-of-scoreBoardChallenge');
  });

  it('shows nothing when hidden, saves nothing for a restore, and is confirmed either way', async () => {
    const hidden = effects();
    await handleSolvedEvent(solved('scoreBoardChallenge', { hidden: true }), hidden);
    expect(hidden.showToast).not.toHaveBeenCalled();
    expect(hidden.saveProgress).toHaveBeenCalled();
    expect(hidden.acknowledge).toHaveBeenCalled();

    const restore = effects();
    await handleSolvedEvent(solved('scoreBoardChallenge', { isRestore: true }), restore);
    expect(restore.showToast).toHaveBeenCalled();
    expect(restore.saveProgress).not.toHaveBeenCalled();
    expect(restore.acknowledge).toHaveBeenCalled();

    const garbage = effects();
    await handleSolvedEvent(null, garbage);
    await handleSolvedEvent({} as ChallengeSolvedEvent, garbage);
    expect(garbage.acknowledge).not.toHaveBeenCalled();
  });

  it('keeps going when the progress cannot be saved', async () => {
    const fx = { ...effects(), saveProgress: jest.fn().mockRejectedValue(new Error('offline')) };
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await handleSolvedEvent(solved('scoreBoardChallenge'), fx);
    expect(fx.acknowledge).toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
  });
});

describe('the continue-code cookie', () => {
  it('holds the current code; an empty code from the server is an error', async () => {
    jest.spyOn(api, 'get').mockResolvedValueOnce({ continueCode: 'abc123' }).mockResolvedValueOnce({ continueCode: '' });
    await saveContinueCode();
    expect(document.cookie).toContain('continueCode=abc123');
    await expect(saveContinueCode()).rejects.toThrow('Received invalid continue code from the sever!');
  });

  it('turns country codes into flags', () => {
    expect(flagEmoji('BR')).toBe('🇧🇷');
    expect(flagEmoji('de')).toBe('🇩🇪');
    expect(flagEmoji('nope')).toBe('');
  });
});

describe('the solved-challenge toasts', () => {
  const renderToasts = () => renderWithProviders(<SolvedChallengeToasts />, { i18n: testI18n(en) });

  it('appear for live events, confirm them, store the new continue code, and close one or all', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue({ continueCode: 'code-after-solving' });
    renderToasts();
    act(() => serverSends('challenge solved', solved('scoreBoardChallenge')));
    act(() => serverSends('challenge solved', solved('closeNotificationsChallenge')));
    const toasts = await screen.findAllByRole('status');
    expect(toasts.map((toast) => toast.textContent)).toEqual(['Challenge solved: Score Board', 'Challenge solved: Clean Sweep']);
    expect(emitted.filter((entry) => entry.event === 'notification received').map((entry) => entry.payload)).toEqual([
      'flag-of-scoreBoardChallenge',
      'flag-of-closeNotificationsChallenge',
    ]);
    await waitFor(() => expect(document.cookie).toContain('continueCode=code-after-solving'));
    expect(get).toHaveBeenCalledWith('/rest/continue-code');
    // The training preset shows no flags.
    expect(screen.queryByText(/Flag:/)).toBeNull();

    // One by one.
    fireEvent.click(within(toasts[0]).getByRole('button', { name: 'Close notification' }));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(emitted.some((entry) => entry.event === 'verifyCloseNotificationsChallenge')).toBe(false);

    // All at once with shift: the server hears which ones went together.
    act(() => serverSends('challenge solved', solved('scoreBoardChallenge', { isRestore: true })));
    const both = screen.getAllByRole('status');
    expect(both).toHaveLength(2);
    expect(both[1].querySelector('#closeButton')).not.toBeNull();
    fireEvent.click(within(both[1]).getByRole('button', { name: 'Close notification' }), { shiftKey: true });
    expect(screen.queryAllByRole('status')).toHaveLength(0);
    expect(emitted.find((entry) => entry.event === 'verifyCloseNotificationsChallenge')?.payload).toEqual(['Clean Sweep', 'Score Board']);
  });

  it('show the flag and the country as the CTF settings say', async () => {
    configure({ ctf: { showFlagsInNotifications: true, showCountryDetailsInNotifications: 'both' } });
    jest.spyOn(api, 'get').mockImplementation(async (path: string) =>
      path === '/rest/country-mapping' ? ({ scoreBoardChallenge: { name: 'Brazil', code: 'BR' } } as never) : ({ continueCode: 'x' } as never),
    );
    renderToasts();
    act(() => serverSends('challenge solved', solved('scoreBoardChallenge')));
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('flag-of-scoreBoardChallenge').tagName).toBe('CODE');
    expect(await within(toast).findByText('Brazil')).toBeInTheDocument();
    expect(within(toast).getByRole('img', { name: 'Brazil' })).toHaveTextContent('🇧🇷');
  });

  it('stay away for hidden events', async () => {
    jest.spyOn(api, 'get').mockResolvedValue({ continueCode: 'x' });
    renderToasts();
    act(() => serverSends('challenge solved', solved('scoreBoardChallenge', { hidden: true })));
    await waitFor(() => expect(emitted.some((entry) => entry.event === 'notification received')).toBe(true));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
