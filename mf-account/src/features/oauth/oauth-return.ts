/** Reads the provider's answer out of the URL fragment (#access_token=…&token_type=…). */
export function accessTokenFromFragment(path: string): string | null {
  const params = new URLSearchParams(path.replace(/^[#/]+/, ''));
  return params.get('access_token');
}

const GOOGLE_USERINFO = 'https://www.googleapis.com/oauth2/v1/userinfo';

/** Asks the provider whose token it is (the provider is another service: plain fetch, no shop headers). */
export async function providerEmail(userInfoUrl: string | undefined, accessToken: string): Promise<string> {
  const url = new URL(userInfoUrl || GOOGLE_USERINFO, window.location.origin);
  url.searchParams.set('alt', 'json');
  url.searchParams.set('access_token', accessToken);
  const response = await fetch(url.toString());
  if (!response.ok) throw new Error(`The sign-in provider refused the token (HTTP ${response.status}).`);
  const body = (await response.json()) as { email?: unknown };
  if (typeof body.email !== 'string' || !body.email) throw new Error('The sign-in provider named no email.');
  return body.email;
}
