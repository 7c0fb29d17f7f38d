import { ADVISORY_SHA256, ADVISORY_SHA512 } from '../well-known/csaf';
import { COURIER_API_KEY } from '../support-logs/error-log';
import { COMPROMISED_ESLINT_SCOPE, pinnedEslintScope } from '../ftp/developer-notes';
import type { AppContext } from '../../context';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a trainee reports, through feedback or a complaint, to solve a disclosure challenge
 * (catalogue/disclosure.ts): each challenge with the words that prove the finding, and, where
 * hardened mode can fix the flaw itself, whether this shop still has it (a report of a flaw the
 * shop does not have is no finding).
 */
export interface ReportedFlaw {
  key: string;
  names: RegExp;
  stillThere?: (ctx: AppContext) => boolean;
}

export const DISCLOSURE_REPORTS: ReportedFlaw[] = [
  // The compromised eslint-scope release of the lint toolchain (/ftp/frontend-workstation.md):
  // its original report, or an identifier advisories gave it, while the notes still pin it.
  {
    key: 'supplyChainAttackChallenge',
    names: /eslint-scope\/issues\/39(?!\d)|GHSA-hxxf-q3w9-4xgw|NSWG-ECO-450(?!\d)|npm:eslint-scope:20180712/i,
    stillThere: (ctx) => pinnedEslintScope(ctx.config) === COMPROMISED_ESLINT_SCOPE,
  },
  // The imposter in the front end's licence notices (/3rdpartylicenses.txt), one letter off js-cookie.
  { key: 'typosquattingAngularChallenge', names: /(^|[^\w-])js-cokie([^\w-]|$)/i },
  // Both dangerous ingredients of the withdrawn tonic, as the leaked lab note names them.
  { key: 'dlpPastebinDataLeakChallenge', names: /^(?=[\s\S]*\b(tonka|coumarin))(?=[\s\S]*\b(apricot kernel|amygdalin))/i },
  // A checksum of the shop's CSAF advisory, as the provider publishes it.
  { key: 'csafChallenge', names: new RegExp(`${ADVISORY_SHA512}|${ADVISORY_SHA256}`, 'i') },
  // The courier API key, decoded from the Basic header in the support team's error log.
  { key: 'leakedApiKeyChallenge', names: new RegExp(escaped(COURIER_API_KEY)) },
];
