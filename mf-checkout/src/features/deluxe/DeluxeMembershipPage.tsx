import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pulp/shared/router';
import { formatPrice, useSession } from '@pulp/shared';
import { Badge, Box, Button, Card, Grid, HStack, Image, PulpIcon, SimpleGrid, Stack, Text, type IconName } from '@pulp/shared/ui';
import { Page } from '../common/Page';
import { Loading } from '../common/Loading';
import { useLoad } from '../common/useLoad';
import { deluxeApi } from './deluxeApi';
import { useTestDecal } from './testDecal';

const BLURBS: { icon: IconName; title: string; text: string }[] = [
  { icon: 'star', title: 'DELUXE_BLURB_PRICES_TITLE', text: 'DELUXE_BLURB_PRICES_TEXT' },
  { icon: 'truck', title: 'DELUXE_BLURB_DELIVERY_TITLE', text: 'DELUXE_BLURB_DELIVERY_TEXT' },
  { icon: 'heart', title: 'DELUXE_BLURB_SUPPORT_TITLE', text: 'DELUXE_BLURB_SUPPORT_TEXT' },
];

/** deluxe-membership: the cost, what members get, and the way to become one (docs/behaviour.md, "Screens"). */
export default function DeluxeMembershipPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const email = useSession((state) => state.email);
  const isDeluxe = useSession((state) => state.role === 'deluxe');
  const status = useLoad(() => deluxeApi.status(), []);
  const decal = useTestDecal();

  return (
    <Page title={t('TITLE_DELUXE_MEMBERSHIP')} icon="crown">
      <Grid templateColumns={{ base: '1fr', md: '1.2fr 1fr' }} gap="6" alignItems="stretch">
        <Card.Root bgGradient="to-br" gradientFrom="gray.900" gradientTo="brand.900" color="white" overflow="hidden" className="membership-card">
          <Card.Body gap="4" justifyContent="space-between" minH="56">
            <HStack justify="space-between" align="flex-start">
              <Stack gap="1">
                <Text letterSpacing="widest" textTransform="uppercase" fontSize="sm" opacity={0.8}>
                  {t('DELUXE_CARD_LABEL')}
                </Text>
                <Text fontSize="2xl" fontWeight="bold">
                  {isDeluxe ? t('DELUXE_YOU_ARE_MEMBER') : t('DELUXE_HEADLINE')}
                </Text>
              </Stack>
              <Image src={decal} alt={t('DELUXE_DECAL')} boxSize="20" className="deluxe-decal" />
            </HStack>
            <HStack justify="space-between" align="flex-end">
              <Text fontFamily="mono" opacity={0.9}>
                {email}
              </Text>
              {isDeluxe && (
                <Badge colorPalette="yellow" variant="solid" size="lg">
                  <PulpIcon name="crown" /> {t('LABEL_DELUXE')}
                </Badge>
              )}
            </HStack>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body gap="4" justifyContent="center">
            {status.loading && <Loading />}
            {status.data && (
              <>
                <Stack gap="0">
                  <Text color="fg.muted">{t('DELUXE_COST_LABEL')}</Text>
                  <Text fontSize="4xl" fontWeight="bold" className="membership-cost">
                    {formatPrice(status.data.membershipCost)}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t('DELUXE_COST_HINT')}
                  </Text>
                </Stack>
                <Button colorPalette="brand" size="lg" onClick={() => navigate('/payment/deluxe')} aria-label={t('BECOME_DELUXE_MEMBER')}>
                  <PulpIcon name="crown" /> {t('BECOME_DELUXE_MEMBER')}
                </Button>
              </>
            )}
            {status.error && (
              <Box className="error deluxe-status-error" role="alert" bg={isDeluxe ? 'green.subtle' : 'red.subtle'} color={isDeluxe ? 'green.fg' : 'red.fg'} p="4" borderRadius="md">
                {status.error}
              </Box>
            )}
          </Card.Body>
        </Card.Root>
      </Grid>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mt="6">
        {BLURBS.map((blurb) => (
          <Card.Root key={blurb.title} variant="subtle" className="deluxe-blurb">
            <Card.Body gap="2">
              <Box color="brand.fg">
                <PulpIcon name={blurb.icon} size="1.8em" />
              </Box>
              <Card.Title>{t(blurb.title)}</Card.Title>
              <Text color="fg.muted">{t(blurb.text)}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Page>
  );
}
