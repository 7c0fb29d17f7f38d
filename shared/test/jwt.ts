import { createHmac } from 'node:crypto';

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/** A real HS256-signed JWT, as the server issues them (the client only decodes it). */
export function signTestToken(payload: Record<string, unknown>, secret = 'unit-test-secret'): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify({ iat: Math.floor(Date.now() / 1000), ...payload }));
  const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

/** A token for a user as the login endpoint issues it ({ status, data: user }). */
export function userToken(user: { id?: number; email: string; role?: string; lastLoginIp?: string }): string {
  return signTestToken({ status: 'success', data: { id: 1, role: 'customer', lastLoginIp: '', ...user } });
}
