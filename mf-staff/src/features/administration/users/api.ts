import { api, PATHS, pathTo, type DataEnvelope, type User } from '@pulp/shared';

export async function loadUsers(): Promise<User[]> {
  // The authentication details list every user with a (masked) token for those holding a session.
  return (await api.get<DataEnvelope<User[]>>(`${PATHS.authenticationDetails}/`)).data;
}

export async function loadUser(id: number): Promise<User> {
  return (await api.get<DataEnvelope<User>>(pathTo(PATHS.user, { id }))).data;
}

/** A user holding a session token counts as active (docs/behaviour.md, "Entities"). */
export function isActive(user: Pick<User, 'token'>): boolean {
  return typeof user.token === 'string' && user.token.length > 0;
}
