/**
 * Documents of the file drop (/ftp) that the accounts and OSINT challenges rely on: what the
 * shop published about its people. Texts are ours.
 */

// vuln: resetPasswordBjoernOwaspChallenge — the founder shows his first pet on camera, and the
// transcript of the stream keeps its name.
export const LIVESTREAM_TRANSCRIPT = 'pulp-live-03-transcript.md';

// vuln: resetPasswordJimChallenge, resetPasswordBjoernChallenge — the press kit tells the public
// where the ambassador went to school, and what the founder's street was called when he grew up.
export const PRESS_KIT = 'press-kit.md';

// vuln: resetPasswordBenderChallenge — the robot's service notes name the place of its first job.
export const ROBOT_SERVICE_NOTES = 'brix-service-notes.md';

export const ACCOUNT_DOCUMENTS: Record<string, string> = {
  [LIVESTREAM_TRANSCRIPT]: `# Pulp Live, episode 3: transcript

Recorded on the juice bar's livestream on 14 February 2024. Automatic transcript, lightly edited.

[00:00:04] AYLIN: Welcome back to Pulp Live! At the counter today: Henrik Dahl, who started
Pulp with one press and a folding table.

[00:00:12] HENRIK: Hello everyone. Sorry about the noise, that is our new centrifuge warming up.

[00:02:40] AYLIN: Henrik, where does the orange in our logo come from?

[00:02:44] HENRIK: From my parents' shop window. They sold fruit and vegetables, and the
oranges were always stacked in a pyramid right at the front.

[00:11:02] AYLIN: Someone in the chat asks what is walking across your desk.

[00:11:05] HENRIK: Ha, that is not a paperweight! This old gentleman is a tortoise, and he is
older than Pulp. He was my very first pet: I got him for my tenth birthday. Say hello, Pepino.

[00:11:19] AYLIN: Hello, Pepino! Does he like juice?

[00:11:21] HENRIK: Cucumber only. That is how he got his name, actually.

[00:19:47] AYLIN: Last question from the chat: which juice should people try first?

[00:19:50] HENRIK: The Blood Orange Press. It tastes exactly like that shop window looked.
`,

  [PRESS_KIT]: `# Pulp press kit

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

Our flagship bar still stands on Marktgasse. Visitors sometimes ask about the old enamel sign
above the counter: the street was called Hafenweg until the harbour quarter was rebuilt in
1995 and its streets were given new names.

## People

- Henrik Dahl (born 1981), founder.
- Aylin Korkmaz, host of Pulp Live.

## Our ambassador: Kemal Aydin

Kemal Aydin (born 1994 in Rotterdam) has won the mountain classification of the Three Passes
Classic twice. He learned to ride in the schoolyard of his first school, the Lindenhof School,
where he still opens the sports day every June. Between stages he drinks our coconut water,
and he helped us create the Beet It recipe.

## Contact

press@pulp.shop. Pictures of our bars and products may be used with the credit "Pulp".
`,

  [ROBOT_SERVICE_NOTES]: `# Service notes: pressing robot PR-3 "Brix"

Model: PR-3 industrial press with one arm, serial number PR3-0042.
First commissioned: 2009, for the tomato line of the Conserveira Atlantica cannery in Setubal.
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
`,

};
