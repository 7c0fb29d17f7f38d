import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '@pulp/shared/router';
import { useSession } from '@pulp/shared';
import { Card, HStack, LinkBox, LinkOverlay, PulpIcon, SimpleGrid, Text } from '@pulp/shared/ui';
import { PrivacyLayout } from './PrivacyLayout';
import { PRIVACY_SECTIONS } from './sections';

/** privacy-security itself: an overview of its pages. */
export default function PrivacySecurityPage() {
  const { t } = useTranslation();
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const sections = PRIVACY_SECTIONS.filter((section) => isLoggedIn || section.public);
  return (
    <PrivacyLayout title={t('TITLE_PRIVACY_AND_SECURITY')}>
      <Text color="fg.muted">{t('PRIVACY_SECURITY_INTRO')}</Text>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3">
        {sections.map((section) => (
          <LinkBox key={section.path} asChild>
            <Card.Root variant="outline" size="sm" _hover={{ borderColor: 'brand.solid' }}>
              <Card.Body gap="1">
                <HStack gap="2" color="brand.fg">
                  <PulpIcon name={section.icon} />
                  <LinkOverlay asChild fontWeight="semibold">
                    <RouterLink to={`/privacy-security/${section.path}`}>{t(section.title)}</RouterLink>
                  </LinkOverlay>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {t(section.description)}
                </Text>
              </Card.Body>
            </Card.Root>
          </LinkBox>
        ))}
      </SimpleGrid>
    </PrivacyLayout>
  );
}
