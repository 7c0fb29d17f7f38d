import type { UserSeed } from './user-seed';

/**
 * Theo asked the shop to erase his data: his account is seeded and then erased like the
 * erasure request does it (identity-content.ts), so the row stays behind, flagged as deleted.
 * The GDPR Data Erasure challenge asks trainees to log in with it anyway.
 */
export const ERASED_CUSTOMER = { email: 'theo@pulp.shop' };

export const IDENTITY_USERS: UserSeed[] = [
  { email: ERASED_CUSTOMER.email, password: 'Ph0enix-Rising', role: 'customer', username: 'theo', securityQuestionId: 10, securityAnswer: 'Kettler', walletBalance: 0 },
];
