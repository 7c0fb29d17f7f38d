/**
 * The password an account gets when an external sign-in (Pulp ID) creates it: the server sets
 * it, and the external sign-in's return page tells the new customer, so that they can also log
 * in with email and password (and change it) when the provider is out of reach. It is the
 * address itself, reversed and base64-encoded (oauthUserPasswordChallenge, marked where the
 * server gives it to a new account).
 */
// The contract compiles for the server without DOM or Node types; browsers and Node 20 both have these.
declare function btoa(data: string): string;
declare const TextEncoder: new () => { encode(input: string): Uint8Array };

export function externalAccountPassword(email: string): string {
  const reversed = [...email].reverse().join('');
  // UTF-8 first: btoa takes only single-byte characters, and an address may have others.
  return btoa(String.fromCharCode(...new TextEncoder().encode(reversed)));
}
