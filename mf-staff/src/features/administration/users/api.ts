import { api, PATHS, pathTo, type User } from '@pulp/shared';
import type { users, ResponseOf } from '@pulp/shared/contract';

export async function loadUsers(): Promise<User[]> {
  // The authentication details list every user with a (masked) token for those holding a session.
  return (await api.get<ResponseOf<typeof users.authenticationDetails>>(`${PATHS.authenticationDetails}/`)).data;
}

export async function loadUser(id: number): Promise<User> {
  return (await api.get<ResponseOf<typeof users.get>>(pathTo(PATHS.user, { id }))).data;
}

/** A user holding a session token counts as active (docs/behaviour.md, "Entities"). */
export function isActive(user: Pick<User, 'token'>): boolean {
  return typeof user.token === 'string' && user.token.length > 0;
}
