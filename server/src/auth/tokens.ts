import fs from 'node:fs';
import path from 'node:path';
import { createHmac, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type JsonWebToken from 'jsonwebtoken';
import { keysFile } from './keys-folder';

let jsonwebtoken: typeof JsonWebToken | null = null;

/** jsonwebtoken (and the semver it loads) is needed from the first login on, not at start-up. */
function jwt(): typeof JsonWebToken {
  jsonwebtoken ??= require('jsonwebtoken') as typeof JsonWebToken;
  return jsonwebtoken;
}
import { verifyLegacyToken, type LegacyTokenKind } from './legacy-jwt';
import { DEFAULT_CHALLENGE_CONFIG, type ChallengeConfig } from '../config/hardened';

export interface TokenUser {
  id: number;
  email: string;
  role: string;
  lastLoginIp?: string;
  profileImage?: string;
  deluxeToken?: string;
  totpSecret?: string;
}

export interface TokenPayload {
  status: 'success';
  data: TokenUser;
  iat?: number;
  exp?: number;
}

export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

export interface TokenKeys {
  privateKey: string;
  publicKey: string;
}

/** The file name of the signing key's public half, in the keys folder and as the shop publishes it. */
export const PUBLIC_KEY_FILE = 'jwt.pub';

/** The signing key pair lives in the data directory: made once, kept across restarts. */
export function loadTokenKeys(dataDir: string): TokenKeys {
  const privateFile = keysFile(dataDir, 'jwt.key');
  const publicFile = keysFile(dataDir, PUBLIC_KEY_FILE);
  if (!fs.existsSync(privateFile) || !fs.existsSync(publicFile)) {
    fs.mkdirSync(path.dirname(privateFile), { recursive: true });
    // P-256: made in a millisecond (an RSA pair takes ~100 ms at first start) and quick to sign.
    const pair = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    fs.writeFileSync(privateFile, pair.privateKey, { mode: 0o600 });
    fs.writeFileSync(publicFile, pair.publicKey);
  }
  return { privateKey: fs.readFileSync(privateFile, 'utf8'), publicKey: fs.readFileSync(publicFile, 'utf8') };
}

/** How many verified tokens are remembered (a verification costs an RSA operation). */
const VERIFIED_CACHE_LIMIT = 5000;

/** Told about every token only the legacy check accepted (the challenge engine listens). */
export type LegacyTokenObserver = (kind: LegacyTokenKind, payload: TokenPayload) => void;

/** The claims of a session's user that are texts when present. */
const OPTIONAL_TEXT_CLAIMS = ['lastLoginIp', 'profileImage', 'deluxeToken', 'totpSecret'] as const;

/**
 * A session payload's user has an integer id, an email and a role, and its other claims are
 * texts where present: routes use them as they are, so a claim of another type would fail
 * deep inside one (a 500) instead of at the door (a 401).
 */
function isSessionPayload(payload: Record<string, unknown>): payload is Record<string, unknown> & TokenPayload {
  const data = payload.data as Partial<TokenUser> | null | undefined;
  return (
    typeof data === 'object' &&
    data !== null &&
    Number.isSafeInteger(data.id) &&
    typeof data.email === 'string' &&
    data.email.length <= 320 &&
    typeof data.role === 'string' &&
    data.role.length <= 50 &&
    OPTIONAL_TEXT_CLAIMS.every((claim) => data[claim] === undefined || data[claim] === null || typeof data[claim] === 'string')
  );
}

export class TokenService {
  // Parsed once: handing PEM strings to jsonwebtoken would parse the key on every call.
  private readonly privateKey: KeyObject;
  private readonly publicKeyObject: KeyObject;
  private readonly verified = new Map<string, TokenPayload>();
  /** ES256 for the keys made now; RS256 for data directories made with an RSA pair. */
  readonly algorithm: 'ES256' | 'RS256';
  onLegacyToken: LegacyTokenObserver | null = null;

  /** `config` says which of the legacy check's flaws hardened mode fixes in this shop. */
  constructor(
    private readonly keys: TokenKeys,
    private readonly config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG,
  ) {
    this.privateKey = createPrivateKey(keys.privateKey);
    this.publicKeyObject = createPublicKey(keys.publicKey);
    this.algorithm = this.privateKey.asymmetricKeyType === 'rsa' ? 'RS256' : 'ES256';
  }

  get publicKey(): string {
    return this.keys.publicKey;
  }

  sign(user: TokenUser): string {
    const payload: TokenPayload = { status: 'success', data: user };
    return jwt().sign(payload, this.privateKey, { algorithm: this.algorithm, expiresIn: TOKEN_LIFETIME_SECONDS });
  }

  /**
   * A short-lived token for one purpose (the two-factor step after a valid password, a
   * pending two-factor setup). Its payload has no `data`, so it never passes as a session.
   */
  signPurpose(purpose: string, claims: Record<string, string | number>, lifetimeSeconds: number): string {
    return jwt().sign({ ...claims, purpose }, this.privateKey, { algorithm: this.algorithm, expiresIn: lifetimeSeconds });
  }

  /** The claims of a valid token made for this purpose, or null. */
  verifyPurpose(token: string, purpose: string): Record<string, unknown> | null {
    try {
      const payload = jwt().verify(token, this.publicKeyObject, { algorithms: [this.algorithm] });
      if (typeof payload !== 'object' || !payload || (payload as Record<string, unknown>).purpose !== purpose) return null;
      return payload as Record<string, unknown>;
    } catch {
      return null;
    }
  }

  /**
   * The payload of a valid token, or null. Only the shop's own signatures are cached: a token
   * the legacy check let through is checked (and reported) again on every use.
   */
  verify(token: string): TokenPayload | null {
    const cached = this.verified.get(token);
    if (cached) {
      if (!cached.exp || cached.exp * 1000 > Date.now()) return cached;
      this.verified.delete(token);
      return null;
    }
    try {
      const payload = jwt().verify(token, this.publicKeyObject, { algorithms: [this.algorithm] });
      // The shop's own signature vouches for who made the token, not for its claims' types: a
      // token made with the key elsewhere (a leaked key, another tool) is checked like any other.
      if (typeof payload !== 'object' || !payload || !isSessionPayload(payload as Record<string, unknown>)) return null;
      if (this.verified.size >= VERIFIED_CACHE_LIMIT) this.verified.clear();
      this.verified.set(token, payload as TokenPayload);
      return payload as TokenPayload;
    } catch {
      return this.verifyLegacy(token);
    }
  }

  /**
   * Whether the legacy check still lets a token's header choose how it is checked (the flaw of
   * jsonwebtoken 0.4.0): asked with two made-up tokens, one unsigned and one signed with HMAC and
   * the public key, neither of which is a session or reaches the observer.
   */
  legacyCheckTrustsHeader(): boolean {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ alg: 'none' })}.${part({})}.`;
    const signed = `${part({ alg: 'HS256' })}.${part({})}`;
    const hmac = `${signed}.${createHmac('sha256', this.keys.publicKey).update(signed).digest('base64url')}`;
    return [unsigned, hmac].some((token) => verifyLegacyToken(token, this.keys.publicKey, undefined, this.config) !== null);
  }

  private verifyLegacy(token: string): TokenPayload | null {
    const legacy = verifyLegacyToken(token, this.keys.publicKey, undefined, this.config);
    if (!legacy || !isSessionPayload(legacy.payload)) return null;
    this.onLegacyToken?.(legacy.kind, legacy.payload);
    return legacy.payload;
  }
}
