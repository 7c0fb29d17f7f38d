import fs from 'node:fs';
import path from 'node:path';
import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';

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

/** The signing key pair lives in the data directory: made once, kept across restarts. */
export function loadTokenKeys(dataDir: string): TokenKeys {
  const dir = path.join(dataDir, 'keys');
  const privateFile = path.join(dir, 'jwt.key');
  const publicFile = path.join(dir, 'jwt.pub');
  if (!fs.existsSync(privateFile) || !fs.existsSync(publicFile)) {
    fs.mkdirSync(dir, { recursive: true });
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    fs.writeFileSync(privateFile, pair.privateKey, { mode: 0o600 });
    fs.writeFileSync(publicFile, pair.publicKey);
  }
  return { privateKey: fs.readFileSync(privateFile, 'utf8'), publicKey: fs.readFileSync(publicFile, 'utf8') };
}

export class TokenService {
  constructor(private readonly keys: TokenKeys) {}

  get publicKey(): string {
    return this.keys.publicKey;
  }

  sign(user: TokenUser): string {
    const payload: TokenPayload = { status: 'success', data: user };
    return jwt.sign(payload, this.keys.privateKey, { algorithm: 'RS256', expiresIn: TOKEN_LIFETIME_SECONDS });
  }

  /**
   * A short-lived token for one purpose (the two-factor step after a valid password, a
   * pending two-factor setup). Its payload has no `data`, so it never passes as a session.
   */
  signPurpose(purpose: string, claims: Record<string, string | number>, lifetimeSeconds: number): string {
    return jwt.sign({ ...claims, purpose }, this.keys.privateKey, { algorithm: 'RS256', expiresIn: lifetimeSeconds });
  }

  /** The claims of a valid token made for this purpose, or null. */
  verifyPurpose(token: string, purpose: string): Record<string, unknown> | null {
    try {
      const payload = jwt.verify(token, this.keys.publicKey, { algorithms: ['RS256'] });
      if (typeof payload !== 'object' || !payload || (payload as Record<string, unknown>).purpose !== purpose) return null;
      return payload as Record<string, unknown>;
    } catch {
      return null;
    }
  }

  /** The payload of a valid token, or null. */
  verify(token: string): TokenPayload | null {
    try {
      const payload = jwt.verify(token, this.keys.publicKey, { algorithms: ['RS256'] });
      if (typeof payload !== 'object' || !payload || typeof (payload as TokenPayload).data !== 'object') return null;
      return payload as TokenPayload;
    } catch {
      return null;
    }
  }
}
