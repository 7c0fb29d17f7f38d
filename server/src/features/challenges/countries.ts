import type { ChallengeDefinition } from './definitions';
import { loadYaml } from '../../http/yaml';

export interface Country {
  name: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
}

/** Countries handed out to challenges for CTF maps, in order of challenge id. */
const COUNTRIES: Country[] = [
  { name: 'Brazil', code: 'BR' },
  { name: 'Kenya', code: 'KE' },
  { name: 'Japan', code: 'JP' },
  { name: 'Canada', code: 'CA' },
  { name: 'Norway', code: 'NO' },
  { name: 'Australia', code: 'AU' },
  { name: 'Mexico', code: 'MX' },
  { name: 'Egypt', code: 'EG' },
  { name: 'India', code: 'IN' },
  { name: 'Portugal', code: 'PT' },
  { name: 'Chile', code: 'CL' },
  { name: 'Vietnam', code: 'VN' },
  { name: 'Morocco', code: 'MA' },
  { name: 'Finland', code: 'FI' },
  { name: 'New Zealand', code: 'NZ' },
  { name: 'Peru', code: 'PE' },
  { name: 'Ghana', code: 'GH' },
  { name: 'South Korea', code: 'KR' },
  { name: 'Iceland', code: 'IS' },
  { name: 'Argentina', code: 'AR' },
  { name: 'Indonesia', code: 'ID' },
  { name: 'Spain', code: 'ES' },
  { name: 'Tanzania', code: 'TZ' },
  { name: 'Mongolia', code: 'MN' },
  { name: 'Colombia', code: 'CO' },
  { name: 'Greece', code: 'GR' },
  { name: 'Thailand', code: 'TH' },
  { name: 'Ireland', code: 'IE' },
  { name: 'South Africa', code: 'ZA' },
  { name: 'Poland', code: 'PL' },
  { name: 'Philippines', code: 'PH' },
  { name: 'Uruguay', code: 'UY' },
  { name: 'Nepal', code: 'NP' },
  { name: 'Senegal', code: 'SN' },
  { name: 'Austria', code: 'AT' },
  { name: 'Jamaica', code: 'JM' },
  { name: 'Malaysia', code: 'MY' },
  { name: 'Estonia', code: 'EE' },
  { name: 'Ethiopia', code: 'ET' },
  { name: 'Costa Rica', code: 'CR' },
  { name: 'Turkey', code: 'TR' },
  { name: 'Sweden', code: 'SE' },
  { name: 'Madagascar', code: 'MG' },
  { name: 'Italy', code: 'IT' },
  { name: 'Namibia', code: 'NA' },
  { name: 'Switzerland', code: 'CH' },
  { name: 'Ecuador', code: 'EC' },
  { name: 'Netherlands', code: 'NL' },
  { name: 'Sri Lanka', code: 'LK' },
];

export type CountryMapping = Record<string, Country>;

/**
 * Challenge key → country, for CTF platforms that place challenges on a map. Every challenge
 * gets one (by id, so the mapping is stable); ctf.countryMapping in the configuration overrides.
 */
export function countryMapping(challenges: ChallengeDefinition[], overrides: Record<string, Country> = {}): CountryMapping {
  const mapping: CountryMapping = {};
  for (const challenge of challenges) {
    mapping[challenge.key] = overrides[challenge.key] ?? COUNTRIES[(challenge.id - 1) % COUNTRIES.length];
  }
  return mapping;
}

/**
 * The mapping as the YAML file CTF tools fetch for FBCTF's world map (juice-shop-ctf-cli reads
 * `ctf.countryMapping` of the first document): challenge key → {name, code}.
 */
export function countryMappingYaml(mapping: CountryMapping): string {
  return loadYaml().stringify({ ctf: { countryMapping: mapping } });
}
