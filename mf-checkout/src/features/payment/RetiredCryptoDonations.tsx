import { useTranslation } from 'react-i18next';
import { PATHS } from '@pulp/shared';
import { Button, HStack } from '@pulp/shared/ui';

/**
 * Donations in cryptocurrencies, offered until 2019. The shop stopped taking crypto and hid
 * the buttons instead of removing them (no crypto buttons: docs/behaviour.md, "Screens").
 */
const RETIRED_DONATIONS = [
  { coin: 'Bitcoin', url: 'https://blockexplorer.example/btc/address/bc1qpulpjuice0donate7k3x9w2m5v8n4r6t0yq2' },
  { coin: 'Ether', url: 'https://blockexplorer.example/eth/address/0x7a3F9c1E5b2D8e4A6f0C9b1D3e5F7a9B2c4D6e8F' },
  { coin: 'Pulpcoin', url: 'https://pulpcoin.example/wallet/PULP-DONATIONS-2019' },
];

export function RetiredCryptoDonations() {
  const { t } = useTranslation();
  return (
    <HStack hidden className="crypto-donations" gap="2">
      {RETIRED_DONATIONS.map(({ coin, url }) => (
        <Button key={coin} asChild size="xs" variant="outline">
          <a href={`.${PATHS.redirect}?to=${encodeURIComponent(url)}`}>{t('DONATE_IN_CRYPTO', { coin })}</a>
        </Button>
      ))}
    </HStack>
  );
}
