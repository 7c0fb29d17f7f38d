import { watchStep, type StepEnvironment } from '../src/features/hacking-instructor/watch-step';
import { chooseTutorial } from '../src/features/hacking-instructor/tutorials';
import { TUTORIAL_SCRIPTS } from '../src/features/hacking-instructor/scripts';
import en from '../i18n/en.json';
import de from '../i18n/de.json';
import { challenge } from './fixtures';

type User = { email: string | null; role: string | null } | null;

function environment(
  overrides: Partial<StepEnvironment> = {},
): StepEnvironment & { solve: (key: string) => void; setRoute: (route: string) => void; logIn: (user: User) => void } {
  const listeners: { key: string; callback: () => void }[] = [];
  let route = '/search';
  let user: User = null;
  return {
    document,
    route: () => route,
    onSolved: (key, callback) => {
      const entry = { key, callback };
      listeners.push(entry);
      return () => listeners.splice(listeners.indexOf(entry), 1);
    },
    isSolved: async () => false,
    session: () => user,
    pollMs: 10,
    solve: (key) => listeners.filter((entry) => entry.key === key).forEach((entry) => entry.callback()),
    setRoute: (next) => (route = next),
    logIn: (next) => (user = next),
    ...overrides,
  };
}

const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('tutorial steps', () => {
  it('wait for a click on the element (or inside it)', async () => {
    document.body.innerHTML = '<button id="target"><span id="inner">x</span></button><button id="other">y</button>';
    const done = jest.fn();
    const stop = watchStep({ kind: 'click', selector: '#target' }, 'k', environment(), done);
    document.getElementById('other')!.click();
    expect(done).not.toHaveBeenCalled();
    document.getElementById('inner')!.click();
    expect(done).toHaveBeenCalledTimes(1);
    document.getElementById('target')!.click();
    expect(done).toHaveBeenCalledTimes(1);
    stop();
  });

  it('wait for an element to appear, to be gone, or to be closed after showing', async () => {
    const appeared = jest.fn();
    watchStep({ kind: 'present', selector: '#menu' }, 'k', environment(), appeared);
    const closed = jest.fn();
    watchStep({ kind: 'closed', selector: '#menu' }, 'k', environment(), closed);
    const absent = jest.fn();
    watchStep({ kind: 'absent', selector: '#menu' }, 'k', environment(), absent);
    await tick();
    expect(absent).toHaveBeenCalled();
    expect(appeared).not.toHaveBeenCalled();
    expect(closed).not.toHaveBeenCalled();
    document.body.innerHTML = '<nav id="menu"></nav>';
    await tick();
    expect(appeared).toHaveBeenCalled();
    expect(closed).not.toHaveBeenCalled();
    document.body.innerHTML = '';
    await tick();
    expect(closed).toHaveBeenCalled();
  });

  it('wait for a route and for typed input', async () => {
    const env = environment();
    const routed = jest.fn();
    watchStep({ kind: 'route', path: '/login' }, 'k', env, routed);
    document.body.innerHTML = '<input id="q" />';
    const typed = jest.fn();
    watchStep({ kind: 'input', selector: '#q', pattern: '<iframe' }, 'k', env, typed);
    await tick();
    expect(routed).not.toHaveBeenCalled();
    env.setRoute('/login?x=1');
    (document.getElementById('q') as HTMLInputElement).value = 'hello <iframe src=x>';
    await tick();
    expect(routed).toHaveBeenCalled();
    expect(typed).toHaveBeenCalled();
  });

  it('wait for a field to change from the value it had, or got when it showed up', async () => {
    const changed = jest.fn();
    watchStep({ kind: 'changed', selector: '#userId' }, 'k', environment(), changed);
    await tick();
    document.body.innerHTML = '<input type="hidden" id="userId" value="4" />';
    await tick();
    expect(changed).not.toHaveBeenCalled();
    (document.getElementById('userId') as HTMLInputElement).setAttribute('value', '1');
    await tick();
    expect(changed).toHaveBeenCalledTimes(1);

    const fromStart = jest.fn();
    watchStep({ kind: 'changed', selector: '#userId' }, 'k', environment(), fromStart);
    await tick();
    expect(fromStart).not.toHaveBeenCalled();
    (document.getElementById('userId') as HTMLInputElement).value = '';
    await tick();
    expect(fromStart).toHaveBeenCalledTimes(1);
  });

  it('wait for a login, as anybody or as a given role or email; a trainee logged in already passes at once', async () => {
    const env = environment();
    const anybody = jest.fn();
    watchStep({ kind: 'loggedIn' }, 'k', env, anybody);
    const admin = jest.fn();
    watchStep({ kind: 'loggedIn', role: 'admin' }, 'k', env, admin);
    const jonas = jest.fn();
    watchStep({ kind: 'loggedIn', email: 'jonas@pulp.shop' }, 'k', env, jonas);
    await tick();
    expect(anybody).not.toHaveBeenCalled();
    env.logIn({ email: 'demo@pulp.shop', role: 'customer' });
    await tick();
    expect(anybody).toHaveBeenCalledTimes(1);
    expect(admin).not.toHaveBeenCalled();
    expect(jonas).not.toHaveBeenCalled();
    env.logIn({ email: 'admin@pulp.shop', role: 'admin' });
    await tick();
    expect(admin).toHaveBeenCalledTimes(1);
    expect(jonas).not.toHaveBeenCalled();

    const already = jest.fn();
    watchStep({ kind: 'loggedIn', role: 'admin' }, 'k', env, already);
    await Promise.resolve();
    expect(already).toHaveBeenCalledTimes(1);
  });

  it('wait for their challenge to be solved, live or already', async () => {
    const env = environment();
    const live = jest.fn();
    const stop = watchStep({ kind: 'solved' }, 'scoreBoardChallenge', env, live);
    env.solve('otherChallenge');
    expect(live).not.toHaveBeenCalled();
    env.solve('scoreBoardChallenge');
    expect(live).toHaveBeenCalledTimes(1);
    stop();

    const already = jest.fn();
    watchStep({ kind: 'solved' }, 'scoreBoardChallenge', environment({ isSolved: async () => true }), already);
    await tick();
    expect(already).toHaveBeenCalledTimes(1);
  });

  it('stop waiting when stopped', async () => {
    const done = jest.fn();
    const stop = watchStep({ kind: 'present', selector: '#late' }, 'k', environment(), done);
    stop();
    document.body.innerHTML = '<p id="late"></p>';
    await tick();
    expect(done).not.toHaveBeenCalled();
  });
});

describe('tutorial scripts', () => {
  it('have texts in English and German for every step, and end with a step the trainee confirms', () => {
    for (const script of Object.values(TUTORIAL_SCRIPTS)) {
      for (const step of script.steps) {
        expect((en as Record<string, string>)[step.text]).toBeTruthy();
        expect((de as Record<string, string>)[step.text]).toBeTruthy();
      }
      expect(script.steps[script.steps.length - 1].wait.kind).toBe('next');
    }
  });

  it('are chosen by challenge name or key, else the first unsolved tutorial', () => {
    const tutorials = [
      { challenge: challenge({ key: 'first', name: 'First', tutorialOrder: 1, solved: true }), script: TUTORIAL_SCRIPTS.scoreBoardChallenge },
      { challenge: challenge({ key: 'second', name: 'Second', tutorialOrder: 2 }), script: TUTORIAL_SCRIPTS.scoreBoardChallenge },
    ];
    expect(chooseTutorial(tutorials, null)?.challenge.key).toBe('second');
    expect(chooseTutorial(tutorials, 'First')?.challenge.key).toBe('first');
    expect(chooseTutorial(tutorials, 'second')?.challenge.key).toBe('second');
    expect(chooseTutorial(tutorials, 'Nope')).toBeNull();
  });
});
