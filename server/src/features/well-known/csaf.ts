import { createHash } from 'node:crypto';
import { DEFAULT_CHALLENGE_CONFIG, isHardened, type ChallengeConfig } from '../../config/hardened';

/**
 * The shop's CSAF 2.0 provider (OASIS Common Security Advisory Framework): the provider
 * metadata under /.well-known/csaf/, one TLP:WHITE advisory in the directory it names, and the
 * advisory's checksums. The advisory is fixed text, so its checksums are the same on every shop
 * of one configuration (a hardened shop, having fixed the flaw, publishes it as fixed).
 */
export const CSAF_ROOT = '/.well-known/csaf';
export const ADVISORY_PATH = '2024/pulp-sa-2024-001.json';
const ADVISORY_RELEASED = '2024-06-03T09:00:00.000Z';

const PUBLISHER = { category: 'vendor', name: 'Pulp security team', namespace: 'https://pulp.shop' };

/** The advisory, as this shop's configuration publishes it. */
function advisory(config: ChallengeConfig) {
  const flaw = {
    cwe: { id: 'CWE-22', name: "Improper Limitation of a Pathname to a Restricted Directory ('Path Traversal')" },
    ids: [{ system_name: 'Pulp security tracker', text: 'PULP-SEC-311' }],
    notes: [{ category: 'description', text: 'Archive entries named with "../" ("zip slip") overwrite files outside the unpacking folder, such as the legal information file.' }],
    // vuln: csafChallenge — the shop itself publishes that it is known to be affected by a
    // flaw whose fix is still pending, for anyone who looks under /.well-known/csaf/.
    product_status: isHardened(config, 'csafChallenge') ? { fixed: ['PULP-SERVER-1'] } : { known_affected: ['PULP-SERVER-1'] },
    remediations: [isHardened(config, 'csafChallenge') ? { category: 'vendor_fix', details: 'Fixed: archive entries are unpacked only inside the unpacking folder; names that leave it are refused.', product_ids: ['PULP-SERVER-1'] } : { category: 'none_available', details: 'A fix is in progress; no release contains it yet.', product_ids: ['PULP-SERVER-1'] }],
    threats: [{ category: 'impact', details: 'Files of the shop folder can be replaced by anyone who can file a complaint.' }],
  };
  // The document's own words follow the flaw's status: published once the fix is out, or while it is pending.
  const fixed = 'fixed' in flaw.product_status;
  return {
    document: {
      category: 'csaf_security_advisory',
      csaf_version: '2.0',
      distribution: { tlp: { label: 'WHITE' } },
      lang: 'en',
      publisher: PUBLISHER,
      title: 'Path traversal when complaint archives are unpacked',
      notes: [
        {
          category: 'summary',
          text: 'The complaints service unpacks ZIP archives that customers attach to a complaint, so that the complaints team can read them. Entry names are not checked: an entry whose name climbs out of the unpacking folder with "../" is written elsewhere in the shop folder.',
        },
        fixed
          ? { category: 'general', text: 'The fix has shipped: the running shop server is no longer affected.' }
          : { category: 'general', text: 'A fix is in progress. Until it ships, the unpacking runs against a copy of the shop folder kept for the complaints team.' },
      ],
      tracking: {
        id: 'PULP-SA-2024-001',
        status: fixed ? 'final' : 'interim',
        version: '1',
        initial_release_date: ADVISORY_RELEASED,
        current_release_date: ADVISORY_RELEASED,
        revision_history: [{ date: ADVISORY_RELEASED, number: '1', summary: fixed ? 'First publication: fixed.' : 'First publication: known affected, fix pending.' }],
      },
    },
    product_tree: {
      branches: [
        {
          category: 'vendor',
          name: 'Pulp',
          branches: [
            {
              category: 'product_name',
              name: 'Pulp shop server',
              branches: [{ category: 'product_version_range', name: 'vers:semver/<2.0.0', product: { product_id: 'PULP-SERVER-1', name: 'Pulp shop server before 2.0.0' } }],
            },
          ],
        },
      ],
    },
    vulnerabilities: [flaw],
  };
}

/** The advisory as served: this exact text is what the checksums cover. */
export function advisoryText(config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): string {
  return `${JSON.stringify(advisory(config), null, 2)}\n`;
}

/** The advisory's checksums as published beside it (hex). */
export function advisoryChecksums(config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): { sha256: string; sha512: string } {
  const text = advisoryText(config);
  return { sha256: createHash('sha256').update(text).digest('hex'), sha512: createHash('sha512').update(text).digest('hex') };
}

/** Whether the advisory this shop publishes still lists a product as affected with no fix (what Security Advisory asks for). */
export function publishesUnfixedFlaw(config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): boolean {
  return advisory(config).vulnerabilities.some((flaw) => 'known_affected' in flaw.product_status && flaw.remediations.some((remedy) => remedy.category === 'none_available'));
}

const advisoryName = ADVISORY_PATH.slice(ADVISORY_PATH.lastIndexOf('/') + 1);

/** The provider metadata, with absolute URLs of the shop it is served by. */
export function providerMetadata(origin: string): string {
  const metadata = {
    canonical_url: `${origin}${CSAF_ROOT}/provider-metadata.json`,
    distributions: [{ directory_url: `${origin}${CSAF_ROOT}/white/` }],
    last_updated: ADVISORY_RELEASED,
    list_on_CSAF_aggregators: true,
    metadata_version: '2.0',
    mirror_on_CSAF_aggregators: true,
    publisher: PUBLISHER,
    role: 'csaf_publisher',
  };
  return `${JSON.stringify(metadata, null, 2)}\n`;
}

/** The files of the TLP:WHITE directory, by path below it, with their media types. */
export function directoryFiles(config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): Record<string, { type: string; body: string }> {
  const { sha256, sha512 } = advisoryChecksums(config);
  return {
    'index.txt': { type: 'text/plain; charset=utf-8', body: `${ADVISORY_PATH}\n` },
    'changes.csv': { type: 'text/csv; charset=utf-8', body: `"${ADVISORY_PATH}","${ADVISORY_RELEASED}"\n` },
    [ADVISORY_PATH]: { type: 'application/json; charset=utf-8', body: advisoryText(config) },
    [`${ADVISORY_PATH}.sha256`]: { type: 'text/plain; charset=utf-8', body: `${sha256}  ${advisoryName}\n` },
    [`${ADVISORY_PATH}.sha512`]: { type: 'text/plain; charset=utf-8', body: `${sha512}  ${advisoryName}\n` },
  };
}
