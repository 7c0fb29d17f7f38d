// Session tokens signed with a shop's own key (read from its data directory, as someone who got
// hold of the key would): the fuzzer sends ones whose claims have the wrong types, which the
// shop must refuse like any bad token (401), never fail on (500).
import fs from 'node:fs';
import path from 'node:path';
import { createPrivateKey, sign } from 'node:crypto';

/** Where a shop keeps its token key pair (server/src/auth/keys-folder.ts). */
export const tokenKeyFile = (dataDir) => path.join(dataDir, 'keys', 'jwt.key');

const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT over `payload`, signed with the shop's private key as the shop signs (ES256, or RS256 for an RSA key). */
export function signWithShopKey(dataDir, payload) {
  const key = createPrivateKey(fs.readFileSync(tokenKeyFile(dataDir), 'utf8'));
  const rsa = key.asymmetricKeyType === 'rsa';
  const now = Math.floor(Date.now() / 1000);
  const signed = `${part({ alg: rsa ? 'RS256' : 'ES256', typ: 'JWT' })}.${part({ iat: now, exp: now + 3600, ...payload })}`;
  const signature = sign('sha256', Buffer.from(signed), rsa ? key : { key, dsaEncoding: 'ieee-p1363' });
  return `${signed}.${signature.toString('base64url')}`;
}

/** Session payloads whose user claims have the wrong types or are missing: label → payload. */
export const ODD_CLAIMS = {
  'id not an integer': { status: 'success', data: { id: 1.5, email: 'demo@pulp.shop', role: 'customer' } },
  'id as text': { status: 'success', data: { id: '1 OR 1=1', email: 'demo@pulp.shop', role: 'customer' } },
  'id as object': { status: 'success', data: { id: { $gt: 0 }, email: 'demo@pulp.shop', role: 'customer' } },
  'id past 2^53': { status: 'success', data: { id: 2 ** 53 + 1, email: 'demo@pulp.shop', role: 'customer' } },
  'email not text': { status: 'success', data: { id: 1, email: ['admin@pulp.shop'], role: 'admin' } },
  'role not text': { status: 'success', data: { id: 1, email: 'admin@pulp.shop', role: { $ne: 'customer' } } },
  'other claims not text': { status: 'success', data: { id: 1, email: 'admin@pulp.shop', role: 'admin', lastLoginIp: { x: 1 }, profileImage: 7, deluxeToken: [] } },
  'no data': { status: 'success' },
  'data as text': { status: 'success', data: 'admin' },
  'data as list': { status: 'success', data: [1, 'admin@pulp.shop', 'admin'] },
  'a purpose token': { purpose: 'two-factor-login', userId: 1 },
};

/** One token for each odd payload: label → token. */
export function oddTokens(dataDir) {
  return Object.fromEntries(Object.entries(ODD_CLAIMS).map(([label, payload]) => [label, signWithShopKey(dataDir, payload)]));
}
