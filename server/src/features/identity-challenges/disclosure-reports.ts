import { ADVISORY_SHA256, ADVISORY_SHA512 } from '../well-known/csaf';
import { COURIER_API_KEY } from '../support-logs/error-log';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a trainee reports, through feedback or a complaint, to solve a disclosure challenge
 * (catalogue/disclosure.ts): each challenge with the words that prove the finding.
 */
export const DISCLOSURE_REPORTS: { key: string; names: RegExp }[] = [
  // The compromised eslint-scope release of the lint toolchain (/ftp/frontend-workstation.md):
  // its original report, or an identifier advisories gave it.
  { key: 'supplyChainAttackChallenge', names: /eslint-scope\/issues\/39(?!\d)|GHSA-hxxf-q3w9-4xgw|NSWG-ECO-450(?!\d)|npm:eslint-scope:20180712/i },
  // The imposter in the front end's licence notices (/3rdpartylicenses.txt), one letter off js-cookie.
  { key: 'typosquattingAngularChallenge', names: /(^|[^\w-])js-cokie([^\w-]|$)/i },
  // Both dangerous ingredients of the withdrawn tonic, as the leaked lab note names them.
  { key: 'dlpPastebinDataLeakChallenge', names: /^(?=[\s\S]*\b(tonka|coumarin))(?=[\s\S]*\b(apricot kernel|amygdalin))/i },
  // A checksum of the shop's CSAF advisory, as the provider publishes it.
  { key: 'csafChallenge', names: new RegExp(`${ADVISORY_SHA512}|${ADVISORY_SHA256}`, 'i') },
  // The courier API key, decoded from the Basic header in the support team's error log.
  { key: 'leakedApiKeyChallenge', names: new RegExp(escaped(COURIER_API_KEY)) },
];
