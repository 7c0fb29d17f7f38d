import { PROGRESS_CODE_RECIPE } from '../challenges/continue-code';

/**
 * The training team's notes in the public file drop (/ftp): how progress codes are made, so that
 * trainers can move a class from one shop to another. It is also everything the Imaginary
 * Challenge challenge needs to forge a code, which is why its hints point here.
 */
export const PROGRESS_CODE_NOTES = 'progress-codes.md';

const progressCodeNotes = `# Progress codes (training team notes)

Trainees take their hacking progress from one shop to the next with a progress code: the score
board shows the current one and restores progress from a code pasted into it. Every shop makes
and reads codes the same way, so that a class can move between shops:

- library: Hashids (https://hashids.org), available for most programming languages
- salt: \`${PROGRESS_CODE_RECIPE.salt}\`
- minimum length: ${PROGRESS_CODE_RECIPE.minLength}
- alphabet: \`${PROGRESS_CODE_RECIPE.alphabet}\`
- numbers: the ids of the solved challenges, smallest first (each challenge's \`id\` in the
  score board's challenge list, \`/api/Challenges\`)

Codes are portable, not secret: anyone who has one can restore its progress.
`;

/** The notes by file name. */
export const trainingNotes = (): Record<string, string> => ({ [PROGRESS_CODE_NOTES]: progressCodeNotes });
