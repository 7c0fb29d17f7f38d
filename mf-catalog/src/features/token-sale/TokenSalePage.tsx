import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@pulp/shared/router';
import { emitSocket, useConfig } from '@pulp/shared';
import { Badge, Box, Card, Heading, HStack, PulpIcon, SimpleGrid, Stack, Text } from '@pulp/shared/ui';
import { List } from '@pulp/shared/ui-data';

const FACTS = [
  ['TOKEN_SALE_FACT_SUPPLY_LABEL', 'TOKEN_SALE_FACT_SUPPLY'],
  ['TOKEN_SALE_FACT_PRICE_LABEL', 'TOKEN_SALE_FACT_PRICE'],
  ['TOKEN_SALE_FACT_START_LABEL', 'TOKEN_SALE_FACT_START'],
] as const;

const ROADMAP = ['TOKEN_SALE_ROADMAP_1', 'TOKEN_SALE_ROADMAP_2', 'TOKEN_SALE_ROADMAP_3', 'TOKEN_SALE_ROADMAP_4'] as const;

/** The token sale: a whitepaper for the configured altcoin, mostly filler (docs/behaviour.md, "Screens" and "Configuration"). */
export default function TokenSalePage() {
  const { t } = useTranslation();
  const coin = useConfig((state) => state.config.application.altcoinName);
  const { pathname } = useLocation();
  // The page tells the server where it was found: the Blockchain Hype challenge.
  useEffect(() => emitSocket('verifyTokenSaleChallenge', pathname), [pathname]);
  return (
    <Stack gap="6" maxW="4xl" mx="auto" className="token-sale">
      <Box borderRadius="xl" p={{ base: '6', md: '10' }} bgGradient="to-br" gradientFrom="brand.500" gradientTo="yellow.400" color="white">
        <Badge colorPalette="yellow" variant="solid" mb="3">
          {t('TOKEN_SALE_BADGE')}
        </Badge>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} id="altcoin-name">
          {t('TOKEN_SALE_TITLE', { coin })}
        </Heading>
        <Text mt="3" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
          {t('TOKEN_SALE_TAGLINE', { coin })}
        </Text>
      </Box>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {FACTS.map(([label, value]) => (
          <Card.Root key={label} size="sm">
            <Card.Body gap="1">
              <Text fontSize="sm" color="fg.muted">
                {t(label)}
              </Text>
              <Text fontSize="xl" fontWeight="bold">
                {t(value, { coin })}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Card.Root>
        <Card.Body gap="4" lineHeight="tall">
          <Heading as="h2" size="lg">
            {t('TOKEN_SALE_WHITEPAPER')}
          </Heading>
          <Text>{t('TOKEN_SALE_PARAGRAPH_1', { coin })}</Text>
          <Text>{t('TOKEN_SALE_PARAGRAPH_2', { coin })}</Text>
          <Heading as="h3" size="md">
            {t('TOKEN_SALE_ROADMAP')}
          </Heading>
          <List.Root gap="2" variant="plain">
            {ROADMAP.map((key) => (
              <List.Item key={key}>
                <HStack align="flex-start" gap="2">
                  <Box color="brand.fg" pt="1">
                    <PulpIcon name="rocket" />
                  </Box>
                  <Text>{t(key, { coin })}</Text>
                </HStack>
              </List.Item>
            ))}
          </List.Root>
          <Text fontSize="sm" color="fg.muted">
            {t('TOKEN_SALE_DISCLAIMER', { coin })}
          </Text>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
