import { clearRunningTutorial, readRunningTutorial, saveRunningTutorial } from '../src/features/hacking-instructor/running';

afterEach(() => window.sessionStorage.clear());

describe('the running tutorial of a tab', () => {
  it('is kept in session storage until it is finished or skipped', () => {
    expect(readRunningTutorial()).toBeNull();
    saveRunningTutorial({ challengeKey: 'localXssChallenge', step: 3 });
    expect(window.sessionStorage.getItem('runningTutorial')).toBe('{"challengeKey":"localXssChallenge","step":3}');
    expect(readRunningTutorial()).toEqual({ challengeKey: 'localXssChallenge', step: 3 });
    clearRunningTutorial();
    expect(readRunningTutorial()).toBeNull();
  });

  it('ignores what it cannot read back', () => {
    for (const stored of ['not json', '{"challengeKey":1,"step":0}', '{"challengeKey":"x","step":-1}', '{"challengeKey":"x","step":1.5}', 'null']) {
      window.sessionStorage.setItem('runningTutorial', stored);
      expect(readRunningTutorial()).toBeNull();
    }
  });
});
