import fs from 'node:fs';
import type { ChallengeDefinition, Environment } from './definitions';

/** Where the shop runs, as far as challenge availability cares. */
export function detectEnvironment(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): Environment | null {
  if (env.PULP_ENVIRONMENT && ['Docker', 'Heroku', 'Gitpod', 'Windows'].includes(env.PULP_ENVIRONMENT)) return env.PULP_ENVIRONMENT as Environment;
  if (env.GITPOD_WORKSPACE_ID) return 'Gitpod';
  if (env.DYNO) return 'Heroku';
  if (platform === 'win32') return 'Windows';
  if (exists('/.dockerenv')) return 'Docker';
  return null;
}

/** Under Node's permission model (Node 20) existsSync throws for paths it may not read: not there, then. */
function exists(file: string): boolean {
  try {
    return fs.existsSync(file);
  } catch {
    return false;
  }
}

/**
 * challenges.safetyMode: "auto" disables a challenge in the environments it names, "enabled"
 * disables every challenge that names any environment, "disabled" never disables one.
 */
export type SafetyMode = 'auto' | 'enabled' | 'disabled';

/** The environment a challenge is unavailable in, or null when it can be solved here. */
export function unavailableIn(challenge: ChallengeDefinition, environment: Environment | null, safetyMode: SafetyMode): Environment | null {
  const environments = challenge.disabledEnv ?? [];
  if (!environments.length || safetyMode === 'disabled') return null;
  if (safetyMode === 'enabled') return environment && environments.includes(environment) ? environment : environments[0];
  return environment && environments.includes(environment) ? environment : null;
}
