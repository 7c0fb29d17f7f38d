// Holds this remote's exposed modules to the exposes contract (shared/src/contract/remote-modules.ts)
// in the type check: each takes exactly the props the contract gives it. Type-only: webpack
// builds the exposed modules from exposes.json, and nothing imports this file.
import type { ExposesMatch } from '@pulp/shared/contract';
import type LoginPage from '../features/login/LoginPage';
import type OAuthPage from '../features/oauth/OAuthPage';
import type RegisterPage from '../features/register/RegisterPage';
import type ForgotPasswordPage from '../features/forgot-password/ForgotPasswordPage';
import type TwoFactorEnterPage from '../features/two-factor/TwoFactorEnterPage';
import type PrivacySecurityPage from '../features/privacy/PrivacySecurityPage';
import type PrivacyPolicyPage from '../features/privacy/PrivacyPolicyPage';
import type ChangePasswordPage from '../features/change-password/ChangePasswordPage';
import type TwoFactorSetupPage from '../features/two-factor/TwoFactorSetupPage';
import type DataExportPage from '../features/data-export/DataExportPage';
import type ErasureRequestPage from '../features/erasure/ErasureRequestPage';
import type LastLoginIpPage from '../features/last-login-ip/LastLoginIpPage';
import type ContactPage from '../features/contact/ContactPage';
import type ComplaintPage from '../features/complaint/ComplaintPage';
import type ChatbotPage from '../features/chatbot/ChatbotPage';

export type ExposesContract = ExposesMatch<
  'account',
  {
    LoginPage: typeof LoginPage;
    OAuthPage: typeof OAuthPage;
    RegisterPage: typeof RegisterPage;
    ForgotPasswordPage: typeof ForgotPasswordPage;
    TwoFactorEnterPage: typeof TwoFactorEnterPage;
    PrivacySecurityPage: typeof PrivacySecurityPage;
    PrivacyPolicyPage: typeof PrivacyPolicyPage;
    ChangePasswordPage: typeof ChangePasswordPage;
    TwoFactorSetupPage: typeof TwoFactorSetupPage;
    DataExportPage: typeof DataExportPage;
    ErasureRequestPage: typeof ErasureRequestPage;
    LastLoginIpPage: typeof LastLoginIpPage;
    ContactPage: typeof ContactPage;
    ComplaintPage: typeof ComplaintPage;
    ChatbotPage: typeof ChatbotPage;
  }
>;

// Fails to compile unless the check above is true.
export const EXPOSES_MATCH_CONTRACT: ExposesContract = true;
