import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from '@pulp/shared/router';
import { useSession } from '@pulp/shared';
import { Box, Button, Card, Grid, Heading, PulpIcon, Stack } from '@pulp/shared/ui';
import { PRIVACY_SECTIONS } from './sections';

/** Privacy & security: a menu of its pages beside (or above, on phones) the open page. */
export function PrivacyLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const sections = PRIVACY_SECTIONS.filter((section) => isLoggedIn || section.public);
  const withMenu = sections.length > 1;
  return (
    <Grid templateColumns={{ base: '1fr', md: withMenu ? '240px minmax(0, 1fr)' : '1fr' }} gap={{ base: '4', md: '6' }} maxW={withMenu ? '6xl' : '3xl'} mx="auto" className="privacy-security">
      {withMenu && (
        <Box as="nav" aria-label={t('TITLE_PRIVACY_AND_SECURITY')} minW="0">
          <Stack direction={{ base: 'row', md: 'column' }} gap="1" overflowX={{ base: 'auto', md: 'visible' }} pb={{ base: '1', md: '0' }}>
            {sections.map((section) => {
              const to = `/privacy-security/${section.path}`;
              const active = pathname === to;
              return (
                <Button
                  key={section.path}
                  asChild
                  variant={active ? 'subtle' : 'ghost'}
                  colorPalette={active ? 'brand' : 'gray'}
                  justifyContent="flex-start"
                  fontWeight={active ? 'semibold' : 'normal'}
                  flexShrink={0}
                >
                  <RouterLink to={to} aria-current={active ? 'page' : undefined}>
                    <PulpIcon name={section.icon} />
                    {t(section.title)}
                  </RouterLink>
                </Button>
              );
            })}
          </Stack>
        </Box>
      )}
      <Card.Root minW="0">
        <Card.Body gap="4">
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {children}
        </Card.Body>
      </Card.Root>
    </Grid>
  );
}
