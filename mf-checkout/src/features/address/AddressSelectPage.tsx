import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pulp/shared/router';
import { Button, HStack } from '@pulp/shared/ui';
import { Page } from '../common/Page';
import { CheckoutSteps } from '../common/CheckoutSteps';
import { checkoutSession } from '../common/checkoutSession';
import { AddressList } from './AddressList';

/** address/select: the checkout's delivery address. */
export default function AddressSelectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<number | null>(() => checkoutSession.addressId());

  const next = () => {
    if (selected === null) return;
    checkoutSession.set('addressId', selected);
    navigate('/delivery-method');
  };

  return (
    <Page title={t('TITLE_SELECT_ADDRESS')} icon="pin" maxW="3xl">
      <CheckoutSteps current="address" />
      <AddressList mode="select" selected={selected} onSelect={setSelected} />
      <HStack justify="space-between" mt="6">
        <Button variant="outline" className="btn-return" onClick={() => navigate('/basket')}>
          {t('BTN_BACK')}
        </Button>
        <Button colorPalette="brand" disabled={selected === null} onClick={next} aria-label={t('PROCEED_TO_PAYMENT_SELECTION')}>
          {t('BTN_PROCEED')}
        </Button>
      </HStack>
    </Page>
  );
}
