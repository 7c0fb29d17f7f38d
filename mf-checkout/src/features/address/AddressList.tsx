import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '@pulp/shared/router';
import { errorMessage, type Address } from '@pulp/shared';
import { Box, Button, Card, ErrorCard, HStack, IconButton, PulpIcon, showConfirmation, showError, Stack, Text } from '@pulp/shared/ui';
import { RadioGroup } from '@pulp/shared/ui-forms';
import { Loading } from '../common/Loading';
import { useLoad } from '../common/useLoad';
import { addressApi } from './addressApi';
import { AddressLines } from './AddressLines';

export interface AddressListProps {
  /** select: a radio per address (checkout, recycling); saved: edit and delete. */
  mode: 'select' | 'saved';
  selected?: number | null;
  onSelect?: (id: number) => void;
}

/** The own addresses, to choose one or to manage them. */
export function AddressList({ mode, selected = null, onSelect }: AddressListProps) {
  const { t } = useTranslation();
  const addresses = useLoad(() => addressApi.list(), []);

  const remove = async (address: Address) => {
    try {
      await addressApi.remove(address.id);
      showConfirmation(t('ADDRESS_REMOVED'));
      await addresses.reload();
    } catch (error) {
      showError(errorMessage(error));
    }
  };

  if (addresses.loading && !addresses.data) return <Loading />;
  if (addresses.error) return <ErrorCard title="ADDRESSES_FAILED" detail={addresses.error} onRetry={() => void addresses.reload()} />;
  const list = addresses.data ?? [];

  const addButton = (
    <Button asChild variant="outline" colorPalette="brand" aria-label={t('ADD_NEW_ADDRESS')}>
      <RouterLink to="/address/create">
        <PulpIcon name="pin" /> {t('ADD_NEW_ADDRESS')}
      </RouterLink>
    </Button>
  );

  const actions = (address: Address) => (
    <HStack gap="1">
      <IconButton asChild size="sm" variant="ghost" aria-label={t('EDIT_ADDRESS', { name: address.fullName })}>
        <RouterLink to={`/address/edit/${address.id}`}>✎</RouterLink>
      </IconButton>
      {mode === 'saved' && (
        <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t('REMOVE_ADDRESS', { name: address.fullName })} onClick={() => void remove(address)}>
          <PulpIcon name="close" />
        </IconButton>
      )}
    </HStack>
  );

  return (
    <Stack gap="4" className="address-list">
      {list.length === 0 && (
        <Card.Root textAlign="center" className="no-addresses">
          <Card.Body alignItems="center" gap="2">
            <PulpIcon name="pin" size="2em" />
            <Text color="fg.muted">{t('NO_ADDRESSES')}</Text>
          </Card.Body>
        </Card.Root>
      )}
      {mode === 'select' ? (
        <RadioGroup.Root value={selected === null ? null : String(selected)} onValueChange={(details) => details.value && onSelect?.(Number(details.value))} colorPalette="brand">
          <Stack gap="3">
            {list.map((address) => (
              <Card.Root key={address.id} variant="outline" borderColor={selected === address.id ? 'brand.solid' : undefined} className="address" data-address-id={address.id}>
                <Card.Body p="4">
                  <HStack justify="space-between" align="flex-start">
                    <RadioGroup.Item value={String(address.id)} alignItems="flex-start" cursor="pointer" flex="1">
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator mt="1" />
                      <RadioGroup.ItemText>
                        <AddressLines address={address} phone={String(address.mobileNum)} nameSize="md" />
                      </RadioGroup.ItemText>
                    </RadioGroup.Item>
                    {actions(address)}
                  </HStack>
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        </RadioGroup.Root>
      ) : (
        <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          {list.map((address) => (
            <Card.Root key={address.id} variant="outline" className="address" data-address-id={address.id}>
              <Card.Body p="4">
                <HStack justify="space-between" align="flex-start">
                  <AddressLines address={address} phone={String(address.mobileNum)} nameSize="md" />
                  {actions(address)}
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </Box>
      )}
      <Box>{addButton}</Box>
    </Stack>
  );
}
