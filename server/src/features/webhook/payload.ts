import os from 'node:os';
import type { ChallengeDefinition } from '../challenges/definitions';

/** Who sent a solution: the fields trainers' receivers read to tell shops apart. */
export interface Issuer {
  hostName: string;
  os: string;
  appName: string;
  config: string;
  version: string;
}

/**
 * The JSON body of one solve, field for field the shape the best-known shop POSTs to
 * SOLUTIONS_WEBHOOK, so that receivers written for it (MultiJuicer's balancer, CTF bridges)
 * read Pulp's solves unchanged. Pulp has no anti-cheat scoring: both cheat scores are 0.
 */
export interface SolutionPayload {
  solution: { challenge: string; cheatScore: number; totalCheatScore: number; issuedOn: string };
  ctfFlag: string;
  issuer: Issuer;
}

export function issuerOf(appName: string, configName: string, version: string): Issuer {
  return { hostName: os.hostname(), os: `${os.type()} (${os.release()})`, appName, config: configName, version };
}

export function solutionPayload(challenge: ChallengeDefinition, flag: string, issuer: Issuer, issuedOn: Date): SolutionPayload {
  return {
    solution: { challenge: challenge.key, cheatScore: 0, totalCheatScore: 0, issuedOn: issuedOn.toISOString() },
    ctfFlag: flag,
    issuer,
  };
}
