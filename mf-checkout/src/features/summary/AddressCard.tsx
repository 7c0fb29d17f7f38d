import { useTranslation } from 'react-i18next';
import type { Address } from '@pulp/shared';
import { Card, HStack, PulpIcon } from '@pulp/shared/ui';
import { AddressLines } from '../address/AddressLines';

/** The delivery address of an order. */
export function AddressCard({ address }: { address: Address }) {
  const { t } = useTranslation();
  return (
    <Card.Root variant="outline" className="delivery-address">
      <Card.Body gap="2">
        <HStack gap="2">
          <PulpIcon name="pin" />
          <Card.Title fontSize="md">{t('LABEL_DELIVERY_ADDRESS')}</Card.Title>
        </HStack>
        <AddressLines address={address} phone={t('LABEL_PHONE', { number: address.mobileNum })} />
      </Card.Body>
    </Card.Root>
  );
}
