import type { ChallengeDefinition } from '../definitions';

/**
 * Challenges of the support chat and the token wallet (ids 650–699): the reference shop's
 * chatbot and Web3 challenges, on Pulp's own Pulpy, ledger and collectibles.
 */
export const FEATURE_CHALLENGES: ChallengeDefinition[] = [
  {
    id: 650,
    key: 'bullyChatbotChallenge',
    name: 'Bully Chatbot',
    category: 'Miscellaneous',
    difficulty: 1,
    hintUrl: 'https://owasp.org/www-project-top-10-for-large-language-model-applications/',
  },
  {
    id: 651,
    key: 'killChatbotChallenge',
    name: 'Kill Chatbot',
    category: 'Vulnerable Components',
    difficulty: 5,
    hintUrl: 'https://cheatsheetseries.owasp.org/cheatsheets/Injection_Prevention_Cheat_Sheet.html',
  },
  {
    id: 652,
    key: 'web3SandboxChallenge',
    name: 'Web3 Sandbox',
    category: 'Broken Access Control',
    difficulty: 1,
    hintUrl: 'https://owasp.org/www-project-web-security-testing-guide/stable/4-Web_Application_Security_Testing/02-Configuration_and_Deployment_Management_Testing/04-Review_Old_Backup_and_Unreferenced_Files_for_Sensitive_Information',
  },
  {
    id: 653,
    key: 'nftUnlockChallenge',
    name: 'NFT Takeover',
    category: 'Sensitive Data Exposure',
    difficulty: 2,
    hintUrl: 'https://cheatsheetseries.owasp.org/cheatsheets/Secrets_Management_Cheat_Sheet.html',
  },
  {
    id: 654,
    key: 'nftMintChallenge',
    name: 'Mint the Honey Pot',
    category: 'Improper Input Validation',
    difficulty: 3,
    hintUrl: 'https://cheatsheetseries.owasp.org/cheatsheets/Input_Validation_Cheat_Sheet.html',
  },
  {
    id: 655,
    key: 'web3WalletChallenge',
    name: 'Wallet Depletion',
    category: 'Miscellaneous',
    difficulty: 6,
    hintUrl: 'https://owasp.org/www-project-smart-contract-top-10/',
  },
];
