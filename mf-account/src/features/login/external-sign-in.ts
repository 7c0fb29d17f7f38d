/** Starts the external (OAuth implicit flow) sign-in at the configured provider. */
export function startExternalSignIn(oauth: { clientId: string; authorizeUrl?: string }): void {
  const redirectUri = window.location.origin;
  const authorize = new URL(oauth.authorizeUrl || 'https://accounts.google.com/o/oauth2/v2/auth', window.location.origin);
  authorize.searchParams.set('client_id', oauth.clientId);
  authorize.searchParams.set('response_type', 'token');
  authorize.searchParams.set('scope', 'email');
  authorize.searchParams.set('redirect_uri', redirectUri);
  window.location.assign(authorize.toString());
}
