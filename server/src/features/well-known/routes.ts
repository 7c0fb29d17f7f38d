import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { solve } from '../challenges/solve';
import { CSAF_ROOT, directoryFiles, providerMetadata } from './csaf';
import { PUBLIC_KEY_FILE } from '../../auth/tokens';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The shop's security.txt (RFC 9116): where to report a vulnerability, and how. */
export function securityTxt(domain: string, origin: string, now = new Date()): string {
  return `# Found a weakness in ${domain} that is not part of the training?
# We would like to hear about it before anyone else does.
Contact: mailto:security@${domain}
Encryption: ${origin}/encryptionkeys/${PUBLIC_KEY_FILE}
Expires: ${new Date(now.getTime() + YEAR_MS).toISOString().replace(/\.\d{3}Z$/, 'Z')}
Acknowledgments: ${origin}/#/score-board
Preferred-Languages: en, de
Canonical: ${origin}/.well-known/security.txt
Policy: ${origin}/ftp/legal.md
Hiring: mailto:jobs@${domain}
CSAF: ${origin}/.well-known/csaf/provider-metadata.json
`;
}

export function registerWellKnownRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/.well-known/security.txt', async (request, reply) => {
    solve(ctx, 'securityPolicyChallenge');
    reply.type('text/plain; charset=utf-8');
    return securityTxt(ctx.config.application.domain, `${request.protocol}://${request.host}`);
  });

  // The CSAF provider: static files, one route each (the folder is never read from disk).
  app.get(`${CSAF_ROOT}/provider-metadata.json`, async (request, reply) => {
    reply.type('application/json; charset=utf-8');
    return providerMetadata(`${request.protocol}://${request.host}`);
  });
  for (const [file, { type, body }] of Object.entries(directoryFiles(ctx.config))) {
    app.get(`${CSAF_ROOT}/white/${file}`, async (_request, reply) => {
      reply.type(type);
      return body;
    });
  }
}
