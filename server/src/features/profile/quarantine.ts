import type { FastifyInstance } from 'fastify';

/**
 * The shop's "non-malicious malware": a defanged sample the security team keeps in quarantine
 * (the file drop's quarantine note names it). It is a text file that only prints a message; the
 * shop never runs it. SSTi is solved when a template payload would download and run it.
 */
export const MALWARE_PATH = '/quarantine/pulp-miner-linux-x64';

const SAMPLE = `#!/bin/sh
# Pulp security team: defanged sample from the spring 2024 clean-up, kept for training.
# The original mined coins on a forgotten build container; this copy only prints a line.
echo "pulp-miner: you found the quarantined sample. A real one would be mining now."
`;

/** A command that downloads the quarantined sample from the shop and runs it (the address, or null). */
export function malwareRunOf(command: string): string | null {
  const download = /\b(?:wget|curl)\b[^;&|]*?(https?:\/\/[^\s'"`;&|]+)/.exec(command);
  if (!download) return null;
  let address: URL;
  try {
    address = new URL(download[1]);
  } catch {
    return null;
  }
  if (address.pathname !== MALWARE_PATH) return null;
  const runs = /(?:&&|;|\|\||\|)\s*(?:\.\/[\w.-]+|(?:ba|da)?sh\s+[\w./-]+|(?:ba|da)?sh\b)/.test(command.slice(download.index + download[0].length));
  return runs ? address.pathname : null;
}

export function registerQuarantine(app: FastifyInstance): void {
  app.get(MALWARE_PATH, async (_request, reply) => {
    reply.type('text/x-shellscript; charset=utf-8').header('Content-Disposition', 'attachment; filename="pulp-miner-linux-x64"').header('Cache-Control', 'no-cache');
    return SAMPLE;
  });
}
