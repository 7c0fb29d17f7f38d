import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, configStore, DEFAULT_CONFIGURATION, type Challenge, type Hint } from '@pulp/shared';
import { renderWithProviders, testI18n } from '@pulp/shared/test/render';
import en from '../i18n/en.json';
import de from '../i18n/de.json';
import ScoreBoardPage from '../src/features/score-board/ScoreBoardPage';
import { challenge } from './fixtures';

const CATALOGUE: Challenge[] = [
  challenge({ key: 'scoreBoardChallenge', name: 'Score Board', difficulty: 1, tutorialOrder: 1, mitigation: 'Guard pages on the server.' }),
  challenge({ key: 'closeNotificationsChallenge', name: 'Clean Sweep', difficulty: 1, tags: 'Good for Demos,Danger Zone', hint: 'Hold a `modifier` key.', hintUrl: 'https://example.org/hint' }),
  challenge({ key: 'dockerChallenge', name: 'Container Escape', difficulty: 1, disabledEnv: 'Docker' }),
  challenge({ key: 'hardChallenge', name: 'Hard One', category: 'Injection', difficulty: 4, tutorialOrder: 2 }),
  challenge({ key: 'toughChallenge', name: 'Tough One', category: 'Injection', difficulty: 5 }),
];

const CLEAN_SWEEP = CATALOGUE[1];
const HINTS: Hint[] = [
  { id: CLEAN_SWEEP.id * 10 + 1, ChallengeId: CLEAN_SWEEP.id, order: 1, text: 'Hold a `modifier` key.', unlocked: false },
  { id: CLEAN_SWEEP.id * 10 + 2, ChallengeId: CLEAN_SWEEP.id, order: 2, text: 'Shift is such a key.', unlocked: false },
];

/** The card of a challenge, once rendered. */
const cardOf = (key: string) =>
  waitFor(() => {
    const card = document.getElementById(`challenge-${key}`);
    if (!card) throw new Error(`no card for ${key}`);
    return card;
  });

function configure(challenges: Partial<typeof DEFAULT_CONFIGURATION.challenges> = {}) {
  configStore.setState({
    loaded: true,
    config: {
      ...DEFAULT_CONFIGURATION,
      challenges: { ...DEFAULT_CONFIGURATION.challenges, ...challenges },
      hackingInstructor: { isEnabled: true },
    },
  });
}

function renderPage(catalogue = CATALOGUE, texts: Record<string, string> = en, hints: Hint[] = HINTS) {
  const get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => ({ status: 'success', data: path === '/api/Hints' ? hints : catalogue }) as never);
  renderWithProviders(<ScoreBoardPage />, { i18n: testI18n(texts), route: '/score-board' });
  return get;
}

beforeEach(() => {
  localStorage.clear();
  configure();
});
afterEach(() => jest.restoreAllMocks());

describe('the score board page', () => {
  it('reads the whole list and shows the cards of difficulty 1 with the dom-contract ids and classes', async () => {
    const get = renderPage();
    const scoreBoard = await cardOf('scoreBoardChallenge');
    expect(get).toHaveBeenCalledWith('/api/Challenges/', { sort: 'name', lang: 'en' });
    // The Score Board counts as solved here; Clean Sweep is open; the unavailable one is left out.
    expect(scoreBoard).toHaveClass('challenge-card', 'solved');
    expect(document.getElementById('challenge-closeNotificationsChallenge')).toHaveClass('unsolved');
    expect(document.getElementById('challenge-dockerChallenge')).toBeNull();
    expect(within(scoreBoard).getByRole('img', { name: 'Difficulty 1 of 6' })).toBeInTheDocument();
    // The tutorials of difficulties 1 to 3 are done (there are none at 2 and 3): tier 4, whose
    // tutorial "Hard One" is shown although only difficulty 1 is selected; difficulty 5 is not.
    expect(screen.getByText('Tutorial tier 4')).toBeInTheDocument();
    expect(document.getElementById('challenge-hardChallenge')).toHaveClass('unsolved');
    expect(document.getElementById('challenge-toughChallenge')).toBeNull();
    // 1 of the 4 available challenges.
    expect(screen.getByRole('img', { name: '25% of the challenges solved' })).toBeInTheDocument();
    expect(screen.getByText('1 of 4 challenges solved')).toBeInTheDocument();
  });

  it('reveals hints one at a time, each for good (the shop remembers it), the new one focused, then the link', async () => {
    const put = jest.spyOn(api, 'put').mockImplementation(async (path: string) => ({ status: 'success', data: { ...HINTS.find((hint) => path.endsWith(`/${hint.id}`))!, unlocked: true } }) as never);
    const get = renderPage();
    const open = await screen.findByText('Clean Sweep');
    const card = open.closest('.challenge-card') as HTMLElement;
    expect(get).toHaveBeenCalledWith('/api/Hints', { lang: 'en' });
    expect(card.querySelectorAll('.challenge-hint')).toHaveLength(0);
    expect(within(card).queryByText('Read more about this weakness')).toBeNull();

    fireEvent.click(await within(card).findByRole('button', { name: 'Show hint' }));
    await waitFor(() => expect(card.querySelectorAll('.challenge-hint')).toHaveLength(1));
    expect(put).toHaveBeenCalledWith(`/api/Hints/${HINTS[0].id}`, { unlocked: true });
    const first = card.querySelector('.challenge-hint') as HTMLElement;
    expect(first).toHaveTextContent('Hint 1 of 2');
    expect(within(first).getByText('modifier').tagName).toBe('CODE');
    await waitFor(() => expect(first).toHaveFocus());
    expect(within(card).getByText('Read more about this weakness').closest('a')).toHaveAttribute('href', 'https://example.org/hint');
    expect(within(card).queryByText('Shift is such a key.')).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Show next hint' }));
    await waitFor(() => expect(card.querySelectorAll('.challenge-hint')).toHaveLength(2));
    expect(put).toHaveBeenLastCalledWith(`/api/Hints/${HINTS[1].id}`, { unlocked: true });
    const second = card.querySelectorAll('.challenge-hint')[1] as HTMLElement;
    expect(second).toHaveTextContent('Hint 2 of 2Shift is such a key.');
    // No more hints: the button is gone, and the focus is on the hint it revealed.
    await waitFor(() => expect(second).toHaveFocus());
    expect(within(card).queryByRole('button', { name: /hint/i })).toBeNull();
  });

  it('shows the hints the shop has revealed already, and none on solved challenges; the mitigation once solved', async () => {
    renderPage(CATALOGUE, en, [{ ...HINTS[0], unlocked: true }, HINTS[1]]);
    const card = await cardOf('closeNotificationsChallenge');
    await waitFor(() => expect(card.querySelectorAll('.challenge-hint')).toHaveLength(1));
    expect(within(card).getByRole('button', { name: 'Show next hint' })).toBeInTheDocument();

    const solved = document.getElementById('challenge-scoreBoardChallenge') as HTMLElement;
    expect(within(solved).queryByRole('button', { name: 'Show hint' })).toBeNull();
    fireEvent.click(within(solved).getByRole('button', { name: 'How to prevent this' }));
    expect(within(solved).getByText('Guard pages on the server.')).toBeInTheDocument();
  });

  it("shows a challenge's tags as translated badges, leaving 'Tutorial' to the tutorial badge", async () => {
    const catalogue = [...CATALOGUE.slice(0, 1).map((entry) => ({ ...entry, tags: 'Tutorial,Code Analysis' })), ...CATALOGUE.slice(1)];
    renderPage(catalogue, de);
    const open = await cardOf('closeNotificationsChallenge');
    const tags = [...open.querySelectorAll('.challenge-tag')].map((badge) => badge.textContent);
    expect(tags).toEqual(['Gut für Demos', 'Gefahrenzone']);
    const scoreBoard = await cardOf('scoreBoardChallenge');
    expect([...scoreBoard.querySelectorAll('.challenge-tag')].map((badge) => badge.textContent)).toEqual(['Codeanalyse']);
    expect(within(scoreBoard).getAllByText('Tutorial')).toHaveLength(1);
    expect((await cardOf('hardChallenge')).querySelectorAll('.challenge-tag')).toHaveLength(0);
  });

  it('filters by tag with the translated tag names, saves the choice and resets it', async () => {
    renderPage(CATALOGUE, de);
    await cardOf('scoreBoardChallenge');
    const dangerZone = screen.getByRole('button', { name: /^Gefahrenzone/ });
    expect(dangerZone).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(dangerZone);
    await waitFor(() => expect(document.getElementById('challenge-scoreBoardChallenge')).toBeNull());
    expect(document.getElementById('challenge-closeNotificationsChallenge')).not.toBeNull();
    expect(screen.getByRole('button', { name: /^Gefahrenzone/ })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('displayedChallengeTags')).toBe('["Danger Zone"]');
    fireEvent.click(document.getElementById('reset-filters') as HTMLElement);
    await cardOf('scoreBoardChallenge');
    expect(localStorage.getItem('displayedChallengeTags')).toBeNull();
  });

  it('names the environment of unavailable challenges once they are shown', async () => {
    renderPage();
    await screen.findByText('Clean Sweep');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show unavailable' }));
    const card = await cardOf('dockerChallenge');
    expect(card).toHaveClass('disabled');
    expect(within(card).getByText('This challenge is unavailable in a Docker environment.')).toBeInTheDocument();
    expect(localStorage.getItem('showDisabledChallenges')).toBe('true');
  });

  it('keeps the difficulties up to the tutorial tier on, saves other choices and resets them', async () => {
    renderPage();
    await screen.findByText('Clean Sweep');
    const tierForced = screen.getByRole('button', { name: 'Difficulty 4: 0 of 1 solved' });
    expect(tierForced).toHaveAttribute('aria-pressed', 'true');
    expect(tierForced).toBeDisabled();
    const five = screen.getByRole('button', { name: 'Difficulty 5: 0 of 1 solved' });
    expect(five).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(five);
    expect(await screen.findByText('Tough One')).toBeInTheDocument();
    expect(localStorage.getItem('displayedDifficulties')).toBe('[1,5]');

    fireEvent.click(screen.getByRole('button', { name: /^Injection/ }));
    await waitFor(() => expect(screen.queryByText('Tough One')).toBeNull());
    expect(localStorage.getItem('displayedChallengeCategories')).toBe('["Miscellaneous"]');

    const reset = document.getElementById('reset-filters') as HTMLElement;
    expect(reset).toHaveAccessibleName('reset all filters');
    fireEvent.click(reset);
    await waitFor(() => expect(screen.queryByText('Hard One')).toBeInTheDocument());
    expect(screen.queryByText('Tough One')).toBeNull();
    expect(localStorage.getItem('displayedDifficulties')).toBeNull();
    expect(localStorage.getItem('displayedChallengeCategories')).toBeNull();
  });

  it('locks the filters to the tutorials while tutorials come first', async () => {
    configure({ restrictToTutorialsFirst: true });
    renderPage();
    await waitFor(() => expect(document.getElementById('challenge-scoreBoardChallenge')).not.toBeNull());
    expect(screen.getByText(/This class starts with the tutorials/)).toBeInTheDocument();
    // Only the tutorials, in their order.
    expect([...document.querySelectorAll('.challenge-card')].map((card) => card.id)).toEqual(['challenge-scoreBoardChallenge', 'challenge-hardChallenge']);
    expect(document.getElementById('reset-filters')).toBeDisabled();
    for (const difficulty of [1, 2, 3, 4, 5, 6]) expect(screen.getByRole('button', { name: new RegExp(`^Difficulty ${difficulty}:`) })).toBeDisabled();
  });

  it('shows an error card with a retry when the list cannot be loaded', async () => {
    let listCalls = 0;
    jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
      if (path === '/api/Hints') return { status: 'success', data: HINTS } as never;
      listCalls += 1;
      if (listCalls === 1) throw new Error('offline');
      return { status: 'success', data: CATALOGUE } as never;
    });
    renderWithProviders(<ScoreBoardPage />, { i18n: testI18n(en, { AREA_FAILED_TEXT: 'Try again.', BTN_RETRY: 'Retry' }) });
    expect(await screen.findByText('The challenges could not be loaded')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Clean Sweep')).toBeInTheDocument();
    expect(listCalls).toBe(2);
  });
});

describe('coding challenges on the score board', () => {
  const withCode = [
    challenge({ key: 'scoreBoardChallenge', name: 'Score Board', difficulty: 1, hasCodingChallenge: true, codingChallengeStatus: 1 }),
    challenge({ key: 'closeNotificationsChallenge', name: 'Clean Sweep', difficulty: 1, hasCodingChallenge: true, codingChallengeStatus: 0 }),
    challenge({ key: 'plainChallenge', name: 'Plain One', difficulty: 1 }),
  ];

  it('gives each card with a code spot a "find it" button, a badge once found, and counts them in the header', async () => {
    renderPage(withCode);
    const found = await cardOf('scoreBoardChallenge');
    expect(within(found).getByRole('button', { name: 'Find it: the vulnerable code of Score Board' })).toBeInTheDocument();
    expect(within(found).getByText('Flaw found')).toBeInTheDocument();
    const open = await cardOf('closeNotificationsChallenge');
    expect(within(open).getByRole('button', { name: /^Find it/ })).toBeInTheDocument();
    expect(within(open).queryByText('Flaw found')).toBeNull();
    expect(within(await cardOf('plainChallenge')).queryByRole('button', { name: /^Find it/ })).toBeNull();
    expect(screen.getByText('Coding challenges: 1 of 2 flaws found')).toBeInTheDocument();
  });
});

describe('restoring a progress code', () => {
  it('sends no blank code, sends a code without its surrounding spaces and clears the field once restored', async () => {
    renderPage();
    await cardOf('scoreBoardChallenge');
    const put = jest.spyOn(api, 'put').mockResolvedValue({ restored: 2 });
    const field = screen.getByLabelText(en.PROGRESS_CODE_RESTORE);
    const button = screen.getByRole('button', { name: en.BTN_RESTORE_PROGRESS });
    fireEvent.change(field, { target: { value: '   ' } });
    expect(button).toBeDisabled();
    fireEvent.submit(field.closest('form')!);
    expect(put).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '  abc123  ' } });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    await waitFor(() => expect(put).toHaveBeenCalledWith('/rest/continue-code/apply/abc123'));
    await waitFor(() => expect(field).toHaveValue(''));
  });
});
