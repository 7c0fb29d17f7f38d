import { isHardened, type ApplicationConfiguration } from '@pulp/shared';

/** The end-to-end tests' account, for the prefill below. */
interface TestLogin {
  email: string;
  password: string;
}

/**
 * The login form's values when the shop is opened with `?pulp-test-login` before the hash
 * (end-to-end runs start that way); null for everybody else. Nothing in the interface offers it.
 */
export function testAccountPrefill(search: string, config: Pick<ApplicationConfiguration, 'challenges'>): TestLogin | null {
  if (!new URLSearchParams(search).has('pulp-test-login')) return null;
  // vuln: exposedCredentialsChallenge — a developer's shortcut for end-to-end runs: the testing
  // account's real, still valid credentials ship in the login page's code to every visitor.
  return isHardened(config, 'exposedCredentialsChallenge') ? { email: 'testing@pulp.shop', password: '' } : { email: 'testing@pulp.shop', password: 'Squeeze-Tests-2024' };
}
