import { EXTERNAL_ACCOUNTS } from '../../db/seed/users-accounts';

/**
 * Addresses the provider stub signs nobody in as: the Pulp ID accounts of the shop's own people
 * (seeded accounts that were made by an external sign-in). A real provider would ask for their
 * owner's password; the stub has none to ask, so it refuses them and accepts any other address.
 */
export function isOthersProviderAccount(email: string): boolean {
  return EXTERNAL_ACCOUNTS.includes(email.trim().toLowerCase());
}
