/** The end-to-end tests' account, for the prefill below. */
interface TestLogin {
  email: string;
  password: string;
}

// vuln: exposedCredentialsChallenge — a developer's shortcut for end-to-end runs: the testing
// account's real, still valid credentials ship in the login page's code to every visitor.
const TEST_ACCOUNT: TestLogin = { email: 'testing@pulp.shop', password: 'Squeeze-Tests-2024' };

/**
 * The login form's values when the shop is opened with `?pulp-test-login` before the hash
 * (end-to-end runs start that way); null for everybody else. Nothing in the interface offers it.
 */
export function testAccountPrefill(search: string): TestLogin | null {
  return new URLSearchParams(search).has('pulp-test-login') ? { ...TEST_ACCOUNT } : null;
}
