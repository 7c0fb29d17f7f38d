import { DEFAULT_CHALLENGE_CONFIG, isHardened, type ChallengeConfig } from '../../config/hardened';
import { termsOfUse } from '../../i18n/server-texts';

/**
 * What the shop's old file drop (/ftp) holds: a folder in the data directory, filled with
 * these documents of ours on first use and again after a reset (folder.ts). Which of them the
 * drop publishes depends on the configuration: a hardened shop leaves its forgotten files out
 * (ftpDocuments below).
 */
export const CONFIDENTIAL_DOCUMENT = 'takeover-plans.md';
export const DEVELOPER_BACKUP = 'pulp-server.json.bak';
export const SALES_BACKUP = 'coupons-2019.md.bak';
export const SIGNATURE_FILE = 'suspicious-errors.yml';
export const EASTER_EGG = 'eastere.gg';

const JUICE_BAR_RECIPES = `# Juice bar recipes (staff copy)

## Sunrise starter
- 2 oranges, 1 mango, a thumb of ginger
- Press the oranges, blend the mango, stir in grated ginger. Serve cold.

## Green machine
- 1 cucumber, 2 green apples, a handful of spinach, half a lime
- Press everything but the lime, squeeze the lime in last.

## Beet it
- 1 beetroot, 2 carrots, 1 apple, a little lemon
- Wear an apron.
`;

const TAKEOVER_PLANS = `# CONFIDENTIAL – board members only

## Project Orchard: taking over Citrus Circle Ltd.

Pulp intends to buy all shares of Citrus Circle Ltd., our biggest competitor in cold-pressed
juices, before the end of next quarter.

- Offer: 4.2 million ¤, of which 40 % in Pulpcoin
- Their pressing plant in Valencia becomes our second production site
- Their brand is retired within six months; the recipes move to our juice bar

Until the deal is signed, nobody outside the board may learn about it. Do not store this
document anywhere the public can reach it.
`;

const CAMPAIGN_COUPONS_2019 = `# Campaign coupons 2019 (backup, do not publish)

| code       | discount | valid                    |
|------------|----------|--------------------------|
| WMNSDY2019 | 75 %     | on Women's Day only      |
| ORANGE2019 | 50 %     | on Orange Day only (cancelled) |

Codes are checked at checkout against the day of the campaign.
`;

const DETECTION_RULE = `title: Pulp server - errors that suggest someone is probing the shop
id: 5b0e7c2a-41d3-4f2e-9a61-7c0d2f3e8b15
status: experimental
description: |
  Database and file-drop errors that honest shoppers never cause. Raise an alert for the
  operations team when one shows up in the server log.
author: Pulp operations
date: 2024/03/14
logsource:
  product: pulp
  service: server
  # the support team reads the same logs in the browser, under /support/logs
detection:
  database:
    - 'SQLITE_ERROR'
    - 'unrecognized token'
    - 'SELECTs to the left and right of UNION'
  file_drop:
    - 'Only .md and .pdf files are allowed'
    - '%00'
  condition: database or file_drop
falsepositives:
  - Customers with an apostrophe in their search (O'Neil's orchard)
level: medium
`;

// The address of the security team's defanged sample, the "malware" that SSTi asks to run.
const QUARANTINE_NOTE = `# Quarantine (security team)

During the spring 2024 clean-up we found a coin miner on a forgotten build container. It came in
through a template that evaluated what a customer typed. The container is gone; a defanged copy
of the sample stays here for training:

    /quarantine/pulp-miner-linux-x64

It only prints one line. Please do not run anything else you find on the internet.

Jade, security team
`;

const EASTER_EGG_NOTE = `Well squeezed, you found the easter egg!

... or did you? Nobody hides the real one in a file called "eastere.gg".
It is a little further in, and we wrapped it carefully:

    L2Fib2JxbC9ya2NycGdmL25hL3J0dC92YS9uL3dodnByL2Z1YmM=

Have a juicy day,
the Pulp team
`;

/** The dependencies of the server's old manifest (version 0.0.9), as this shop installed them. */
export function developerDependencies(config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): Record<string, string> {
  return Object.fromEntries([
    ['fastify', '3.0.0'],
    // vuln: typosquattingNpmChallenge — the old manifest depends on "sqllite3", an imposter one
    // letter away from sqlite3, which nobody noticed.
    isHardened(config, 'typosquattingNpmChallenge') ? ['sqlite3', '4.1.0'] : ['sqllite3', '4.1.0'],
    ['jsonwebtoken', '0.4.0'],
    ['md5', '2.2.1'],
  ]);
}

/** The server's manifest as the developer's backup copied it, before the dependency clean-up. */
function developerBackup(config: ChallengeConfig): string {
  const manifest = {
    name: 'pulp-server',
    version: '0.0.9',
    private: true,
    description: "Backup of the server's manifest, before the dependency clean-up",
    dependencies: developerDependencies(config),
    scripts: { start: 'node server.js', reset: 'rm -rf data && node seed.js' },
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The shop's own documents the file drop publishes, by name (folder.ts adds the developers' and the accounts' ones). */
export function ftpDocuments(config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): Record<string, string> {
  const documents: Record<string, string> = {
    'legal.md': termsOfUse('en'),
    'juice-bar-recipes.md': JUICE_BAR_RECIPES,
    [CONFIDENTIAL_DOCUMENT]: TAKEOVER_PLANS,
    'security-team-quarantine.md': QUARANTINE_NOTE,
  };
  // vuln: forgottenBackupChallenge — sales kept a backup of the campaign coupon list next to the
  // public documents.
  if (isHardened(config, 'forgottenBackupChallenge')) {
    // Sales keeps its backups in its own document store, where a login is needed.
  } else {
    documents[SALES_BACKUP] = CAMPAIGN_COUPONS_2019;
  }
  // vuln: forgottenDevBackupChallenge — a developer's copy of the server manifest was left in the
  // public file drop; only the extension check (beaten by the null byte) stands in the way.
  if (isHardened(config, 'forgottenDevBackupChallenge')) {
    // Copies of build files stay with the build; the drop only gets what is meant for the public.
  } else {
    documents[DEVELOPER_BACKUP] = developerBackup(config);
  }
  // vuln: misplacedSignatureFileChallenge — the operations team's detection rule (which tells an
  // attacker exactly which traces get noticed) was dropped into the public folder.
  if (isHardened(config, 'misplacedSignatureFileChallenge')) {
    // Detection rules live in the operations team's repository and nowhere the web server reaches.
  } else {
    documents[SIGNATURE_FILE] = DETECTION_RULE;
  }
  // vuln: easterEggLevelOneChallenge — a file meant to be found only by the shop's own people lies
  // in the public folder, behind nothing but the extension check.
  if (isHardened(config, 'easterEggLevelOneChallenge')) {
    // The team's egg goes round on the staff intranet; a public folder is public, whatever the name.
  } else {
    documents[EASTER_EGG] = EASTER_EGG_NOTE;
  }
  return documents;
}
