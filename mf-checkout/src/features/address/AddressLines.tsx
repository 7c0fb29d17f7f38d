import type { Address } from '@pulp/shared';
import { Stack, Text } from '@pulp/shared/ui';

/**
 * An address as the customer typed it, one part a line, each part in its own direction (an
 * English street in an Arabic page keeps its full stop at its end); zip, city and state run as
 * one line. The last line is the phone, as the caller words it.
 */
export function AddressLines({ address, phone, nameSize = 'sm' }: { address: Address; phone: string; nameSize?: 'sm' | 'md' }) {
  return (
    <Stack gap="0" fontSize="sm">
      <Text fontWeight="semibold" fontSize={nameSize}>
        <bdi>{address.fullName}</bdi>
      </Text>
      <Text>
        <bdi>{address.streetAddress}</bdi>
      </Text>
      <Text>
        <bdi>
          {address.zipCode} {address.city}
          {address.state ? `, ${address.state}` : ''}
        </bdi>
      </Text>
      <Text>
        <bdi>{address.country}</bdi>
      </Text>
      <Text color="fg.muted">{phone}</Text>
    </Stack>
  );
}
