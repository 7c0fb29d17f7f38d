import type { ChallengeDefinition } from '../definitions';

/**
 * The "danger zone" (ids 400–499): challenges the reference shop switches off in containers
 * because they touch the host. Pulp keeps them on because each is a decoy confined to the data
 * directory, a `node:vm` context with a hard time limit, a parser limit or a loopback service.
 */
export const DANGER_CHALLENGES: ChallengeDefinition[] = [
  {
    id: 400,
    key: 'xxeDosChallenge',
    name: 'XXE DoS',
    category: 'XXE',
    difficulty: 5,
    tags: ['Danger Zone'],
    hintUrl: 'https://cheatsheetseries.owasp.org/cheatsheets/XML_External_Entity_Prevention_Cheat_Sheet.html',
  },
  {
    id: 401,
    key: 'rceOccupyChallenge',
    name: 'Successful RCE DoS',
    category: 'Insecure Deserialization',
    difficulty: 6,
    tags: ['Danger Zone'],
    hintUrl: 'https://owasp.org/www-community/attacks/Regular_expression_Denial_of_Service_-_ReDoS',
  },
  {
    id: 402,
    key: 'yamlBombChallenge',
    name: 'Memory Bomb',
    category: 'Insecure Deserialization',
    difficulty: 5,
    tags: ['Danger Zone'],
    hintUrl: 'https://en.wikipedia.org/wiki/Billion_laughs_attack',
  },
  {
    id: 403,
    key: 'fileWriteChallenge',
    name: 'Arbitrary File Write',
    category: 'Vulnerable Components',
    difficulty: 6,
    tags: ['Danger Zone'],
    hintUrl: 'https://cheatsheetseries.owasp.org/cheatsheets/File_Upload_Cheat_Sheet.html',
  },
  {
    id: 404,
    key: 'ssrfChallenge',
    name: 'SSRF',
    category: 'Broken Access Control',
    difficulty: 6,
    tags: ['Danger Zone'],
    hintUrl: 'https://cheatsheetseries.owasp.org/cheatsheets/Server_Side_Request_Forgery_Prevention_Cheat_Sheet.html',
  },
  {
    id: 405,
    key: 'sstiChallenge',
    name: 'SSTi',
    category: 'Injection',
    difficulty: 6,
    tags: ['Danger Zone'],
    hintUrl: 'https://owasp.org/www-project-web-security-testing-guide/latest/4-Web_Application_Security_Testing/07-Input_Validation_Testing/18-Testing_for_Server-side_Template_Injection',
  },
  {
    id: 406,
    key: 'noSqlCommandChallenge',
    name: 'NoSQL DoS',
    category: 'Injection',
    difficulty: 4,
    tags: ['Danger Zone'],
    hintUrl: 'https://owasp.org/www-project-web-security-testing-guide/latest/4-Web_Application_Security_Testing/07-Input_Validation_Testing/05.6-Testing_for_NoSQL_Injection',
  },
  {
    id: 407,
    key: 'lfrChallenge',
    name: 'Local File Read',
    category: 'Vulnerable Components',
    difficulty: 5,
    tags: ['Danger Zone'],
    hintUrl: 'https://owasp.org/www-project-web-security-testing-guide/latest/4-Web_Application_Security_Testing/05-Authorization_Testing/01-Testing_Directory_Traversal_File_Include',
  },
];
