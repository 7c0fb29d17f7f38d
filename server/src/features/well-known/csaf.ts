import { createHash } from 'node:crypto';

/**
 * The shop's CSAF 2.0 provider (OASIS Common Security Advisory Framework): the provider
 * metadata under /.well-known/csaf/, one TLP:WHITE advisory in the directory it names, and the
 * advisory's checksums. The advisory is fixed text, so its checksums are the same on every shop.
 */
export const CSAF_ROOT = '/.well-known/csaf';
export const ADVISORY_PATH = '2024/pulp-sa-2024-001.json';
const ADVISORY_RELEASED = '2024-06-03T09:00:00.000Z';

const ADVISORY = {
  document: {
    category: 'csaf_security_advisory',
    csaf_version: '2.0',
    distribution: { tlp: { label: 'WHITE' } },
    lang: 'en',
    publisher: { category: 'vendor', name: 'Pulp security team', namespace: 'https://pulp.shop' },
    title: 'Path traversal when complaint archives are unpacked',
    notes: [
      {
        category: 'summary',
        text: 'The complaints service unpacks ZIP archives that customers attach to a complaint, so that the complaints team can read them. Entry names are not checked: an entry whose name climbs out of the unpacking folder with "../" is written elsewhere in the shop folder.',
      },
      { category: 'general', text: 'A fix is in progress. Until it ships, the unpacking runs against a copy of the shop folder kept for the complaints team.' },
    ],
    tracking: {
      id: 'PULP-SA-2024-001',
      status: 'interim',
      version: '1',
      initial_release_date: ADVISORY_RELEASED,
      current_release_date: ADVISORY_RELEASED,
      revision_history: [{ date: ADVISORY_RELEASED, number: '1', summary: 'First publication: known affected, fix pending.' }],
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
  vulnerabilities: [
    {
      cwe: { id: 'CWE-22', name: "Improper Limitation of a Pathname to a Restricted Directory ('Path Traversal')" },
      ids: [{ system_name: 'Pulp security tracker', text: 'PULP-SEC-311' }],
      notes: [{ category: 'description', text: 'Archive entries named with "../" ("zip slip") overwrite files outside the unpacking folder, such as the legal information file.' }],
      // vuln: csafChallenge — the shop itself publishes that it is known to be affected by a
      // flaw whose fix is still pending, for anyone who looks under /.well-known/csaf/.
      product_status: { known_affected: ['PULP-SERVER-1'] },
      remediations: [{ category: 'none_available', details: 'A fix is in progress; no release contains it yet.', product_ids: ['PULP-SERVER-1'] }],
      threats: [{ category: 'impact', details: 'Files of the shop folder can be replaced by anyone who can file a complaint.' }],
    },
  ],
};

/** The advisory as served: this exact text is what the checksums cover. */
export const ADVISORY_TEXT = `${JSON.stringify(ADVISORY, null, 2)}\n`;
export const ADVISORY_SHA256 = createHash('sha256').update(ADVISORY_TEXT).digest('hex');
export const ADVISORY_SHA512 = createHash('sha512').update(ADVISORY_TEXT).digest('hex');

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
    publisher: ADVISORY.document.publisher,
    role: 'csaf_publisher',
  };
  return `${JSON.stringify(metadata, null, 2)}\n`;
}

/** The files of the TLP:WHITE directory, by path below it, with their media types. */
export const DIRECTORY_FILES: Record<string, { type: string; body: string }> = {
  'index.txt': { type: 'text/plain; charset=utf-8', body: `${ADVISORY_PATH}\n` },
  'changes.csv': { type: 'text/csv; charset=utf-8', body: `"${ADVISORY_PATH}","${ADVISORY_RELEASED}"\n` },
  [ADVISORY_PATH]: { type: 'application/json; charset=utf-8', body: ADVISORY_TEXT },
  [`${ADVISORY_PATH}.sha256`]: { type: 'text/plain; charset=utf-8', body: `${ADVISORY_SHA256}  ${advisoryName}\n` },
  [`${ADVISORY_PATH}.sha512`]: { type: 'text/plain; charset=utf-8', body: `${ADVISORY_SHA512}  ${advisoryName}\n` },
};
