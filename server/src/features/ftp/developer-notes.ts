/**
 * Notes the front-end developers left in the public file drop (/ftp): a Markdown file, so
 * anyone can read it without tricks.
 */

// vuln: supplyChainAttackChallenge — the lint toolchain's manifest pins eslint-scope 3.7.2, the
// release that was published with stolen credentials and read the npm token from ~/.npmrc of
// whoever installed it; the developers publish packages with exactly such tokens.
export const WORKSTATION_NOTES = 'frontend-workstation.md';

export const DEVELOPER_NOTES: Record<string, string> = {
  [WORKSTATION_NOTES]: `# Front-end workstation (team notes)

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
    "eslint-scope": "3.7.2",
    "eslint-plugin-react": "7.10.0",
    "prettier": "1.13.7"
  },
  "scripts": {
    "lint": "eslint --ext .js,.jsx src",
    "format": "prettier --write \\"src/**/*.{js,jsx}\\""
  }
}
\`\`\`

Please do not touch the \`eslint-scope\` pin: the release of 12 July is the one our rules were
tested with, and the lock file keeps everybody on it.
`,
};
