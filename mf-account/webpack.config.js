const { createWebpackConfig } = require('@pulp/shared/build/webpack.cjs');

module.exports = createWebpackConfig({
  name: 'account',
  dir: __dirname,
  devPort: 3103,
  exposes: {
    './LoginPage': './src/features/login/LoginPage.tsx',
    './OAuthPage': './src/features/oauth/OAuthPage.tsx',
    './RegisterPage': './src/features/register/RegisterPage.tsx',
    './ForgotPasswordPage': './src/features/forgot-password/ForgotPasswordPage.tsx',
    './TwoFactorEnterPage': './src/features/two-factor/TwoFactorEnterPage.tsx',
    './PrivacySecurityPage': './src/features/privacy/PrivacySecurityPage.tsx',
    './PrivacyPolicyPage': './src/features/privacy/PrivacyPolicyPage.tsx',
    './ChangePasswordPage': './src/features/change-password/ChangePasswordPage.tsx',
    './TwoFactorSetupPage': './src/features/two-factor/TwoFactorSetupPage.tsx',
    './DataExportPage': './src/features/data-export/DataExportPage.tsx',
    './ErasureRequestPage': './src/features/erasure/ErasureRequestPage.tsx',
    './LastLoginIpPage': './src/features/last-login-ip/LastLoginIpPage.tsx',
    './ContactPage': './src/features/contact/ContactPage.tsx',
    './ComplaintPage': './src/features/complaint/ComplaintPage.tsx',
    './ChatbotPage': './src/features/chatbot/ChatbotPage.tsx',
  },
});
