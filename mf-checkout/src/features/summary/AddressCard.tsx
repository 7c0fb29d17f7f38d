import { useTranslation } from 'react-i18next';
import type { Address } from '@pulp/shared';
import { Card, HStack, PulpIcon, Stack, Text } from '@pulp/shared/ui';

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
        {/* What the customer typed, each part in its own direction. */}
        <Stack gap="0" fontSize="sm">
          <Text fontWeight="semibold">
            <bdi>{address.fullName}</bdi>
          </Text>
          <Text>
            <bdi>{address.streetAddress}</bdi>
          </Text>
          <Text>
            {/* One line as the customer would write it: zip, city and state run in one direction. */}
            <bdi>
              {address.zipCode} {address.city}
              {address.state ? `, ${address.state}` : ''}
            </bdi>
          </Text>
          <Text>
            <bdi>{address.country}</bdi>
          </Text>
          <Text color="fg.muted">{t('LABEL_PHONE', { number: address.mobileNum })}</Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
