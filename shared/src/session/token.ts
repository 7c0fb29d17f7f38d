import { jwtDecode } from 'jwt-decode';
import type { Role, TokenPayload } from '../types/entities';

export interface DecodedSession {
  userId: number | null;
  email: string | null;
  role: Role | null;
  lastLoginIp: string | null;
}

const EMPTY: DecodedSession = { userId: null, email: null, role: null, lastLoginIp: null };

/** Reads who the token says we are; an unreadable token means nobody. */
export function decodeSessionToken(token: string | null | undefined): DecodedSession {
  if (!token) return EMPTY;
  try {
    const payload = jwtDecode<TokenPayload>(token);
    const data = payload?.data;
    if (!data) return EMPTY;
    return {
      userId: typeof data.id === 'number' ? data.id : null,
      email: typeof data.email === 'string' ? data.email : null,
      role: typeof data.role === 'string' ? data.role : null,
      lastLoginIp: typeof data.lastLoginIp === 'string' && data.lastLoginIp ? data.lastLoginIp : null,
    };
  } catch {
    return EMPTY;
  }
}
