import { seedFile } from '../../db/seed/seed-files';
import type { FileContent } from '../../db/seed/files';
import { isHardened, DEFAULT_CHALLENGE_CONFIG, type ChallengeConfig } from '../../config/hardened';

/**
 * Documents of the file drop (/ftp) that the accounts and OSINT challenges rely on: what the
 * shop published about its people, and what it should never have published. Texts are ours.
 * Hardened mode writes the careful versions (into a freshly seeded data directory: the folder
 * keeps the files it already has).
 */

export const LIVESTREAM_TRANSCRIPT = 'pulp-live-03-transcript.md';
export const PRESS_KIT = 'press-kit.md';
export const ROBOT_SERVICE_NOTES = 'brix-service-notes.md';
export const PASSWORD_TIPS = 'password-tips.md';
export const INCIDENT_NOTE = 'incident-2024-05-21.md';
export const SUPPORT_VAULT = 'support-vault.kdbx';

function livestreamTranscript(config: ChallengeConfig): string {
  let firstPet: string[];
  // vuln: resetPasswordBjoernOwaspChallenge — the founder shows his first pet on camera, and the
  // transcript of the stream keeps its name.
  if (isHardened(config, 'resetPasswordBjoernOwaspChallenge')) {
    // A published transcript leaves out what answers a security question: pets, schools, streets.
    firstPet = [
      '[00:11:05] HENRIK: Ha, that is not a paperweight! This old gentleman is a tortoise, and he is',
      'older than Pulp. He was my very first pet: I got him for my tenth birthday. Say hello!',
      '',
      '[00:11:19] AYLIN: Hello there! Does he like juice?',
      '',
      '[00:11:21] HENRIK: Cucumber only.',
    ];
  } else {
    firstPet = [
      '[00:11:05] HENRIK: Ha, that is not a paperweight! This old gentleman is a tortoise, and he is',
      'older than Pulp. He was my very first pet: I got him for my tenth birthday. Say hello, Pepino.',
      '',
      '[00:11:19] AYLIN: Hello, Pepino! Does he like juice?',
      '',
      '[00:11:21] HENRIK: Cucumber only. That is how he got his name, actually.',
    ];
  }
  return `# Pulp Live, episode 3: transcript

Recorded on the juice bar's livestream on 14 February 2024. Automatic transcript, lightly edited.

[00:00:04] AYLIN: Welcome back to Pulp Live! At the counter today: Henrik Dahl, who started
Pulp with one press and a folding table.

[00:00:12] HENRIK: Hello everyone. Sorry about the noise, that is our new centrifuge warming up.

[00:02:40] AYLIN: Henrik, where does the orange in our logo come from?

[00:02:44] HENRIK: From my parents' shop window. They sold fruit and vegetables, and the
oranges were always stacked in a pyramid right at the front.

[00:11:02] AYLIN: Someone in the chat asks what is walking across your desk.

${firstPet.join('\n')}

[00:19:47] AYLIN: Last question from the chat: which juice should people try first?

[00:19:50] HENRIK: The Blood Orange Press. It tastes exactly like that shop window looked.
`;
}

function pressKit(config: ChallengeConfig): string {
  let enamelSign: string[];
  // vuln: resetPasswordBjoernChallenge — the press kit tells the public what the founder's street
  // was called when he grew up.
  if (isHardened(config, 'resetPasswordBjoernChallenge')) {
    enamelSign = [
      'Our flagship bar still stands on Marktgasse. Visitors sometimes ask about the old enamel sign',
      'above the counter: it hung in the harbour quarter before the quarter was rebuilt in 1995.',
    ];
  } else {
    enamelSign = [
      'Our flagship bar still stands on Marktgasse. Visitors sometimes ask about the old enamel sign',
      'above the counter: the street was called Hafenweg until the harbour quarter was rebuilt in',
      '1995 and its streets were given new names.',
    ];
  }
  let firstSchool: string[];
  // vuln: resetPasswordJimChallenge — the press kit tells the public where the ambassador went to
  // school.
  if (isHardened(config, 'resetPasswordJimChallenge')) {
    firstSchool = [
      'He learned to ride in the schoolyard of his first school,',
      'where he still opens the sports day every June.',
    ];
  } else {
    firstSchool = [
      'He learned to ride in the schoolyard of his first school, the Lindenhof School,',
      'where he still opens the sports day every June.',
    ];
  }
  return `# Pulp press kit

## Pulp in three sentences

Pulp presses fruit and vegetables the day they arrive and sells the juice in its bars and
online. It started as a single stall in the old harbour quarter of Ostwerder and now runs five
juice bars. Every bottle can be brought back to any bar.

## History

- 2012: Henrik Dahl opens the first Pulp stall on Marktgasse in Ostwerder: one press, one
  folding table, oranges from his parents' shop across the street.
- 2016: Brix, a second-hand pressing robot, joins the team.
- 2019: the online shop opens.
- 2023: the fifth juice bar opens, and the bottle return scheme starts.

${enamelSign.join('\n')}

## People

- Henrik Dahl (born 1981), founder.
- Wanja Berg, chief information security officer: ciso@pulp.shop.
- Aylin Korkmaz, host of Pulp Live.

## Our ambassador: Kemal Aydin

Kemal Aydin (born 1994 in Rotterdam) has won the mountain classification of the Three Passes
Classic twice. ${firstSchool.join('\n')} Between stages he drinks our coconut water,
and he helped us create the Beet It recipe.

## Contact

press@pulp.shop. Pictures of our bars and products may be used with the credit "Pulp".
`;
}

function robotServiceNotes(config: ChallengeConfig): string {
  // vuln: resetPasswordBenderChallenge — the robot's service notes name the place of its first job.
  const commissioned = isHardened(config, 'resetPasswordBenderChallenge')
    ? 'First commissioned: 2009, for the tomato line of a cannery.'
    : 'First commissioned: 2009, for the tomato line of the Conserveira Atlantica cannery in Setubal.';
  return `# Service notes: pressing robot PR-3 "Brix"

Model: PR-3 industrial press with one arm, serial number PR3-0042.
${commissioned}
Bought second-hand by Pulp: 2016, when the cannery closed its tomato line.
Nickname: Brix, after the scale for the sugar in a juice. It refuses to press anything below
10 degrees Brix.

## Daily care

1. Rinse the drum with warm water, never with the citrus cleaner (it fogs the sensor).
2. Oil the arm's elbow joint every Monday.
3. Empty the pulp tray before it reaches the red line, or Brix beeps until someone does.

## Known quirks

- Greets every tomato with a warning beep: an old habit from its first job.
- Slows down when someone watches. We suspect it enjoys the attention.
`;
}

const PASSWORD_TIPS_TEXT = `# Passwords you can actually remember

From the customer newsletter, March 2023.

Length beats complexity. A long password is much harder to guess than a short one full of
symbols, and much easier to remember. Here is a recipe:

1. Take the name of someone you love.
2. Write its first letter as a capital and swap its first "a" for a 4.
3. Fill it up with exclamation marks until it is 24 characters long.

The name Barney, for example, becomes \`B4rney!!!!!!!!!!!!!!!!!!\`. Trying every password of 24
characters would take longer than the universe has existed.

**One important final note:** the example only shows the idea. Do not follow the recipe
exactly as it is written, and do not use a name that people know is dear to you: attackers
read reviews and photo walls too, and they know this recipe as well as you do.
`;

function incidentNote(config: ChallengeConfig): string {
  const accessLog = [
    '198.51.100.77 - - [21/May/2024:19:03:12 +0000] "GET /rest/basket/7 HTTP/1.1" 200 512 "-" "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0"',
    '198.51.100.77 - - [21/May/2024:19:03:40 +0000] "POST /rest/basket/7/checkout HTTP/1.1" 504 61 "-" "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0"',
    '203.0.113.52 - - [21/May/2024:19:04:18 +0000] "GET /rest/user/change-password?current=Sommer2023&new=0range-Gr0ve%2123&repeat=0range-Gr0ve%2123 HTTP/1.1" 200 301 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36"',
    '198.51.100.77 - - [21/May/2024:19:05:55 +0000] "POST /rest/basket/7/checkout HTTP/1.1" 200 96 "-" "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0"',
  ];
  // vuln: dlpPasswordSprayingChallenge — an incident note quotes access log lines as they are, one
  // of them a password change sent as a GET, with both passwords in its query string.
  const quoted = isHardened(config, 'dlpPasswordSprayingChallenge') ? accessLog.map((line) => line.replace(/\?[^ "]*/, '?[query removed]')) : accessLog;
  return `# Incident note: slow checkouts on 21 May 2024

Status: resolved. Written by the operations on-call.

## What happened

Between 19:02 and 19:40 (UTC) a checkout took up to 30 seconds, and some timed out. A backup
job locked the orders table for longer than usual.

## Access log of bar-2, 19:03 to 19:06

\`\`\`
${quoted.join('\n')}
\`\`\`

## Follow-up

- The backup job now runs at 03:00.
- Checkout requests time out after 10 seconds with a clear message instead of hanging.
`;
}

/** The documents by file name, as this shop's configuration has them. */
export function accountDocuments(config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): Record<string, FileContent> {
  const documents: Record<string, FileContent> = {
    [LIVESTREAM_TRANSCRIPT]: livestreamTranscript(config),
    [PRESS_KIT]: pressKit(config),
    [ROBOT_SERVICE_NOTES]: robotServiceNotes(config),
    [PASSWORD_TIPS]: PASSWORD_TIPS_TEXT,
    [INCIDENT_NOTE]: incidentNote(config),
  };
  // vuln: loginSupportChallenge — the support team's password vault lies in the public file drop,
  // locked with a master password from any word list.
  if (isHardened(config, 'loginSupportChallenge')) {
    // The team's vault stays on the team's own drive: nothing in the public drop needs it.
  } else {
    documents[SUPPORT_VAULT] = () => seedFile(SUPPORT_VAULT);
  }
  return documents;
}
