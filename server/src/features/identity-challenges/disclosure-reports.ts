import type { AppContext } from '../../context';
import { advisoryChecksums, publishesUnfixedFlaw } from '../well-known/csaf';
import { COURIER_API_KEY, errorLogLeaksCourierKey } from '../support-logs/error-log';
import { frontendLibraries } from '../hosting/third-party-notices';
import { COMPROMISED_ESLINT_SCOPE, pinnedEslintScope } from '../ftp/developer-notes';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A flaw a trainee solves a challenge by reporting. */
export interface ReportedFlaw {
  key: string;
  /** The words that name the flaw in a report. */
  names: RegExp;
  /**
   * Whether the shop still shows what the report names (the effect, not the words): a hardened
   * shop that fixed the flaw is not solved by a report copied from elsewhere.
   */
  stillThere?: (ctx: AppContext) => boolean;
}

/** The checksums of the advisory as the shop publishes it unfixed. */
const UNFIXED_ADVISORY = advisoryChecksums();

/**
 * What a trainee reports, through feedback or a complaint, to solve a disclosure challenge
 * (catalogue/disclosure.ts): each challenge with the words that prove the finding, and, where
 * hardened mode can fix the flaw itself, whether this shop still has it (a report of a flaw the
 * shop does not have is no finding).
 */
export const DISCLOSURE_REPORTS: ReportedFlaw[] = [
  // The compromised eslint-scope release of the lint toolchain (/ftp/frontend-workstation.md):
  // its original report, or an identifier advisories gave it, while the notes still pin it.
  {
    key: 'supplyChainAttackChallenge',
    names: /eslint-scope\/issues\/39(?!\d)|GHSA-hxxf-q3w9-4xgw|NSWG-ECO-450(?!\d)|npm:eslint-scope:20180712/i,
    stillThere: (ctx) => pinnedEslintScope(ctx.config) === COMPROMISED_ESLINT_SCOPE,
  },
  // The imposter in the front end's licence notices (/3rdpartylicenses.txt), one letter off js-cookie.
  { key: 'typosquattingAngularChallenge', names: /(^|[^\w-])js-cokie([^\w-]|$)/i, stillThere: (ctx) => frontendLibraries(ctx.config).some((library) => library.name === 'js-cokie') },
  // Both dangerous ingredients of the withdrawn tonic, as the leaked lab note names them.
  { key: 'dlpPastebinDataLeakChallenge', names: /^(?=[\s\S]*\b(tonka|coumarin))(?=[\s\S]*\b(apricot kernel|amygdalin))/i },
  // A checksum of the shop's CSAF advisory, as the provider publishes it while the fix is pending.
  { key: 'csafChallenge', names: new RegExp(`${UNFIXED_ADVISORY.sha512}|${UNFIXED_ADVISORY.sha256}`, 'i'), stillThere: (ctx) => publishesUnfixedFlaw(ctx.config) },
  // The courier API key, decoded from the Basic header in the support team's error log.
  { key: 'leakedApiKeyChallenge', names: new RegExp(escaped(COURIER_API_KEY)), stillThere: (ctx) => errorLogLeaksCourierKey(ctx.config) },
];
