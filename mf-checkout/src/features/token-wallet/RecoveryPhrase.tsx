import { useTranslation } from 'react-i18next';
import { Box, Button, Card, SimpleGrid, Text } from '@pulp/shared/ui';

/** A new wallet's twelve words, shown once, with the one warning that matters. */
export function RecoveryPhrase({ phrase, airdrop, onDone }: { phrase: string; airdrop: number; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Card.Root borderColor="orange.emphasized" borderWidth="2px" className="recovery-phrase">
      <Card.Body gap="3">
        <Card.Title as="h2">{t('TOKEN_WALLET_PHRASE_TITLE')}</Card.Title>
        <Text role="alert" color="orange.fg">
          {t('TOKEN_WALLET_PHRASE_WARNING')}
        </Text>
        <SimpleGrid as="ol" columns={{ base: 2, sm: 3, md: 4 }} gap="2" ps="0" listStyleType="none" dir="ltr">
          {phrase.split(' ').map((word, index) => (
            <Box as="li" key={`${index}-${word}`} bg="bg.muted" borderRadius="md" px="3" py="1.5" fontFamily="mono">
              <Text as="span" color="fg.muted" me="2">
                {index + 1}.
              </Text>
              {word}
            </Box>
          ))}
        </SimpleGrid>
        {airdrop > 0 && <Text className="airdrop">{t('TOKEN_WALLET_AIRDROP', { tokens: airdrop })}</Text>}
        <Button id="phraseDoneButton" colorPalette="brand" alignSelf="flex-start" onClick={onDone}>
          {t('TOKEN_WALLET_PHRASE_DONE')}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
