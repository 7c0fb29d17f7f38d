import { useTranslation } from 'react-i18next';
import { useSession } from '@pulp/shared';
import { Box, Text } from '@pulp/shared/ui';
import { Code } from '@pulp/shared/ui-data';
import { PrivacyLayout } from '../privacy/PrivacyLayout';

/** Last login IP (docs/behaviour.md, "Screens"): read from the login token, or a question mark. */
export default function LastLoginIpPage() {
  const { t } = useTranslation();
  const lastLoginIp = useSession((state) => state.lastLoginIp);
  return (
    <PrivacyLayout title={t('TITLE_LAST_LOGIN_IP')}>
      <Text color="fg.muted">{t('LAST_LOGIN_IP_INTRO')}</Text>
      <Box bg="bg.muted" borderRadius="lg" p="5" textAlign="center">
        <Text fontSize="sm" color="fg.muted" mb="1">
          {t('LABEL_IP_ADDRESS')}
        </Text>
        {/* vuln: httpHeaderXssChallenge ? — the address comes from a header the client chose at
            its last logout, and is rendered as HTML. */}
        <Code id="last-login-ip" fontSize="2xl" bg="transparent" className="last-login-ip" dangerouslySetInnerHTML={{ __html: lastLoginIp ?? '?' }} />
      </Box>
    </PrivacyLayout>
  );
}
