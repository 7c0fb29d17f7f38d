import { isHardened, DEFAULT_CHALLENGE_CONFIG, type ChallengeConfig } from '../../config/hardened';

/**
 * Notes the front-end developers left in the public file drop (/ftp): a Markdown file, so
 * anyone can read it without tricks.
 */

export const WORKSTATION_NOTES = 'frontend-workstation.md';

/** The eslint-scope release that was published with stolen credentials (12 July 2018). */
export const COMPROMISED_ESLINT_SCOPE = '3.7.2';

function workstationNotes(config: ChallengeConfig): string {
  let eslintScope: string;
  let pinNote: string;
  // vuln: supplyChainAttackChallenge — the lint toolchain's manifest pins eslint-scope 3.7.2, the
  // release that was published with stolen credentials and read the npm token from ~/.npmrc of
  // whoever installed it; the developers publish packages with exactly such tokens.
  if (isHardened(config, 'supplyChainAttackChallenge')) {
    // 3.7.3 is the clean release; every token a 3.7.2 install could have read was revoked.
    eslintScope = '3.7.3';
    pinNote = 'Keep `eslint-scope` at 3.7.3 or newer, and install with the lock file only: it checks every\npackage against its integrity hash.';
  } else {
    eslintScope = '3.7.2';
    pinNote = 'Please do not touch the `eslint-scope` pin: the release of 12 July is the one our rules were\ntested with, and the lock file keeps everybody on it.';
  }
  return `# Front-end workstation (team notes)

New on the front-end team? Welcome! Before your first push:

1. Clone the shop and run \`pnpm install\`.
2. Install the lint toolchain in \`tools/lint/\` with \`npm ci\`. It has a manifest of its own,
   copied below so nobody has to ask for it again.
3. Log in to the package registry once (\`npm login\`): the token lands in \`~/.npmrc\`, and you
   publish the design-system packages from your own machine with it.

\`\`\`json
{
  "name": "pulp-lint-tools",
  "version": "1.4.0",
  "private": true,
  "description": "Lint and formatting toolchain of the front-end developers (never shipped to customers)",
  "devDependencies": {
    "babel-eslint": "8.2.5",
    "eslint": "4.19.1",
    "eslint-scope": "${eslintScope}",
    "eslint-plugin-react": "7.10.0",
    "prettier": "1.13.7"
  },
  "scripts": {
    "lint": "eslint --ext .js,.jsx src",
    "format": "prettier --write \\"src/**/*.{js,jsx}\\""
  }
}
\`\`\`

${pinNote}
`;
}

/** The notes by file name, as this shop's configuration has them. */
export const developerNotes = (config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): Record<string, string> => ({
  [WORKSTATION_NOTES]: workstationNotes(config),
});

/** The eslint-scope release the notes' manifest pins, as this shop serves them. */
export function pinnedEslintScope(config: ChallengeConfig): string | undefined {
  const manifest = /```json\n([\s\S]*?)```/.exec(workstationNotes(config))?.[1];
  return manifest ? (JSON.parse(manifest) as { devDependencies?: Record<string, string> }).devDependencies?.['eslint-scope'] : undefined;
}
