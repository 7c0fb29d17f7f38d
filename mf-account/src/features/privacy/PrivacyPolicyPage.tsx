import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '@pulp/shared/router';
import { emitSocket, useConfig, useSession } from '@pulp/shared';
import { Badge, Heading, Link, Stack, Text } from '@pulp/shared/ui';
import { List } from '@pulp/shared/ui-data';
import { PrivacyLayout } from './PrivacyLayout';
import { PolicyText } from './FinePrint';
import { formatPolicyDate, POLICY_MINIMUM_AGE, privacyContact } from './policy';

const COLLECTED = ['PRIVACY_DATA_ACCOUNT', 'PRIVACY_DATA_ORDERS', 'PRIVACY_DATA_CONTENT', 'PRIVACY_DATA_TECHNICAL'] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="2" as="section">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The privacy policy (docs/behaviour.md, "Screens"): our own text around the shop's name, address and contact. */
export default function PrivacyPolicyPage() {
  const { t, i18n } = useTranslation();
  const application = useConfig((state) => state.config.application);
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  // Reading the policy is the Privacy Policy challenge: the page tells the server it was opened.
  useEffect(() => emitSocket('verifyPrivacyPolicyChallenge'), []);
  const values = {
    appName: application.name,
    siteUrl: window.location.origin,
    contactEmail: privacyContact(application.privacyContactEmail, window.location.hostname),
    age: POLICY_MINIMUM_AGE,
  };
  const selfService = (path: string, label: string) =>
    isLoggedIn ? (
      <Link asChild color="brand.fg">
        <RouterLink to={`/privacy-security/${path}`}>{t(label)}</RouterLink>
      </Link>
    ) : (
      t(label)
    );

  return (
    <PrivacyLayout title={t('TITLE_PRIVACY_POLICY')}>
      <Badge alignSelf="flex-start" colorPalette="brand" variant="subtle" id="effective-date">
        {t('PRIVACY_EFFECTIVE', { date: formatPolicyDate(i18n.language) })}
      </Badge>
      <Stack gap="5" className="privacy-policy" lineHeight="tall">
        <Text>
          <PolicyText i18nKey="PRIVACY_INTRO" values={values} />
        </Text>
        <Section title={t('PRIVACY_DATA_TITLE')}>
          <List.Root gap="1" ps="5">
            {COLLECTED.map((key) => (
              <List.Item key={key}>{t(key)}</List.Item>
            ))}
          </List.Root>
        </Section>
        <Section title={t('PRIVACY_USE_TITLE')}>
          <Text>
            <PolicyText i18nKey="PRIVACY_USE_TEXT" values={values} />
          </Text>
        </Section>
        <Section title={t('PRIVACY_SHARING_TITLE')}>
          <Text>
            <PolicyText i18nKey="PRIVACY_SHARING_TEXT" values={values} />
          </Text>
        </Section>
        <Section title={t('PRIVACY_RIGHTS_TITLE')}>
          <Text>
            <PolicyText i18nKey="PRIVACY_RIGHTS_TEXT" />
          </Text>
          <List.Root gap="1" ps="5">
            <List.Item>{selfService('data-export', 'TITLE_REQUEST_DATA_EXPORT')}</List.Item>
            <List.Item>{selfService('erasure-request', 'TITLE_REQUEST_DATA_ERASURE')}</List.Item>
          </List.Root>
        </Section>
        <Section title={t('PRIVACY_AGE_TITLE')}>
          <Text>{t('PRIVACY_AGE_TEXT', values)}</Text>
        </Section>
        <Section title={t('PRIVACY_CONTACT_TITLE')}>
          <Text>
            {t('PRIVACY_CONTACT_TEXT')}{' '}
            <Link href={`mailto:${values.contactEmail}`} color="brand.fg" id="privacy-contact">
              {values.contactEmail}
            </Link>
          </Text>
        </Section>
        <Text fontSize="sm" color="fg.muted">
          {t('PRIVACY_TRAINING_NOTE', values)}
        </Text>
      </Stack>
    </PrivacyLayout>
  );
}
