import { DEFAULT_CHALLENGE_CONFIG, isHardened, type ChallengeConfig } from '../../config/hardened';

/**
 * The licence notices of the libraries the shop's front end ships to the browser, served as
 * /3rdpartylicenses.txt (the shell document links it with rel="license"): library, version,
 * licence and where its source lives.
 */
interface Notice {
  name: string;
  version: string;
  license: string;
  source: string;
}

/** The libraries the front end ships, as this shop's configuration installed them. */
export function frontendLibraries(config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): Notice[] {
  return [
    { name: '@chakra-ui/react', version: '3.37.0', license: 'MIT', source: 'github.com/chakra-ui/chakra-ui' },
    { name: '@emotion/react', version: '11.14.0', license: 'MIT', source: 'github.com/emotion-js/emotion' },
    { name: '@module-federation/enhanced', version: '2.9.2', license: 'MIT', source: 'github.com/module-federation/core' },
    { name: 'i18next', version: '26.7.2', license: 'MIT', source: 'github.com/i18next/i18next' },
    // vuln: typosquattingAngularChallenge — "js-cokie", one letter short of js-cookie, was
    // installed for the cookie notice and the progress cookie, and nobody noticed the imposter.
    isHardened(config, 'typosquattingAngularChallenge') ? { name: 'js-cookie', version: '3.0.8', license: 'MIT', source: 'github.com/js-cookie/js-cookie' } : { name: 'js-cokie', version: '3.0.8', license: 'MIT', source: 'github.com/js-cokie/js-cokie' },
    { name: 'jwt-decode', version: '4.0.0', license: 'MIT', source: 'github.com/auth0/jwt-decode' },
    { name: 'ky', version: '1.14.3', license: 'MIT', source: 'github.com/sindresorhus/ky' },
    { name: 'qrcode.react', version: '4.2.0', license: 'ISC', source: 'github.com/zpao/qrcode.react' },
    { name: 'react', version: '19.3.1', license: 'MIT', source: 'github.com/facebook/react' },
    { name: 'react-dom', version: '19.3.1', license: 'MIT', source: 'github.com/facebook/react' },
    { name: 'react-i18next', version: '17.1.13', license: 'MIT', source: 'github.com/i18next/react-i18next' },
    { name: 'react-router-dom', version: '7.18.5', license: 'MIT', source: 'github.com/remix-run/react-router' },
    { name: 'socket.io-client', version: '4.8.4', license: 'MIT', source: 'github.com/socketio/socket.io' },
    { name: 'valibot', version: '1.5.0', license: 'MIT', source: 'github.com/fabian-hiller/valibot' },
    { name: 'zustand', version: '5.1.0', license: 'MIT', source: 'github.com/pmndrs/zustand' },
  ];
}

/** /3rdpartylicenses.txt as this shop serves it. */
export function thirdPartyNotices(config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): string {
  return [
    'Pulp front end: third-party software',
    '',
    'The browser part of the shop includes the following open-source libraries.',
    'Each is used under the licence named here; the full licence text comes with its source.',
    '',
    ...frontendLibraries(config).map((library) => `${library.name}@${library.version}\n  License: ${library.license}\n  Source: https://${library.source}\n`),
  ].join('\n');
}
