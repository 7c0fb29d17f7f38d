import { randomBytes } from 'node:crypto';
import { externalAccountPassword } from '@pulp/shared/contract';
import { DEFAULT_CHALLENGE_CONFIG, isHardened, type ChallengeConfig } from '../config/hardened';

/**
 * The password an account gets when the external sign-in (Pulp ID) creates it; the seed gives
 * Henrik's external account its password the same way.
 */
export function newExternalAccountPassword(email: string, config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): string {
  // vuln: oauthUserPasswordChallenge — the password is not random but derived from the address
  // (reversed and base64-encoded), so anyone who knows the address can log in with it.
  if (isHardened(config, 'oauthUserPasswordChallenge')) {
    // Random, and told to nobody: the provider vouches for the owner at every sign-in.
    return randomBytes(32).toString('base64url');
  } else {
    return externalAccountPassword(email);
  }
}
