import type { FastifyInstance } from 'fastify';
import type { ShopConfiguration } from '../../config/configuration';

const PROVIDER_TIMEOUT_MS = 5000;

/**
 * Asks the configured provider whose access token this is. The built-in stub is asked
 * in-process (no socket, no network); a real provider over HTTPS.
 */
export async function emailOfAccessToken(app: FastifyInstance, config: ShopConfiguration, accessToken: string): Promise<string | null> {
  const userInfoUrl = config.application.googleOauth.userInfoUrl;
  const query = `alt=json&access_token=${encodeURIComponent(accessToken)}`;
  try {
    if (userInfoUrl.startsWith('/')) {
      const response = await app.inject({ method: 'GET', url: `${userInfoUrl}?${query}` });
      return response.statusCode === 200 ? readEmail(response.json()) : null;
    }
    const response = await fetch(`${userInfoUrl}?${query}`, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
    return response.ok ? readEmail(await response.json()) : null;
  } catch {
    return null;
  }
}

function readEmail(body: unknown): string | null {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email ? email : null;
}
