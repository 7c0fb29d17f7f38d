import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pulp/shared/router';
import { dataText, api, PATHS, formatPrice, type DeliveryMethod } from '@pulp/shared';
import { Button, ErrorCard, HStack, PulpIcon, Text, type IconName } from '@pulp/shared/ui';
import { RadioGroup } from '@pulp/shared/ui-forms';
import { Table } from '@pulp/shared/ui-data';
import { Page } from '../common/Page';
import { Loading } from '../common/Loading';
import { RequireLogin } from '../common/RequireLogin';
import { useLoad } from '../common/useLoad';
import { CheckoutSteps } from '../common/CheckoutSteps';
import { checkoutSession } from '../common/checkoutSession';
import type { deliveries, ResponseOf } from '@pulp/shared/contract';

const ICONS: Record<string, IconName> = { rocket: 'rocket', truck: 'truck', bike: 'bike' };

export const loadDeliveryMethods = async () => (await api.get<ResponseOf<typeof deliveries.list>>(PATHS.deliveryMethods)).data;

function DeliveryMethodContent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const methods = useLoad(loadDeliveryMethods, []);
  const [chosen, setChosen] = useState<number | null>(() => checkoutSession.deliveryMethodId());
  const price = (method: DeliveryMethod) => (method.price === 0 ? t('LABEL_FREE') : formatPrice(method.price));

  const next = () => {
    if (chosen === null) return;
    checkoutSession.set('deliveryMethodId', chosen);
    navigate('/payment/shop');
  };

  return (
    <Page title={t('TITLE_DELIVERY_METHOD')} icon="truck" maxW="3xl">
      <CheckoutSteps current="delivery" />
      {methods.loading && <Loading />}
      {methods.error && <ErrorCard title="DELIVERY_FAILED" detail={methods.error} onRetry={() => void methods.reload()} />}
      {methods.data && (
        <RadioGroup.Root value={chosen === null ? null : String(chosen)} onValueChange={(details) => details.value && setChosen(Number(details.value))} colorPalette="brand">
          <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg">
            <Table.Root className="delivery-methods" interactive>
              <Table.Header>
                <Table.Row bg="bg.muted">
                  <Table.ColumnHeader width="48px" />
                  <Table.ColumnHeader>{t('LABEL_NAME')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end" hideBelow="sm">
                    {t('LABEL_PRICE')}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end" hideBelow="sm">
                    {t('LABEL_ETA')}
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {methods.data.map((method) => (
                  <Table.Row key={method.id} cursor="pointer" onClick={() => setChosen(method.id)} className="delivery-method" data-selected={chosen === method.id || undefined}>
                    <Table.Cell>
                      <RadioGroup.Item value={String(method.id)}>
                        <RadioGroup.ItemHiddenInput aria-label={dataText(t, 'delivery', method.name)} />
                        <RadioGroup.ItemIndicator />
                      </RadioGroup.Item>
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap="3">
                        <PulpIcon name={ICONS[method.icon] ?? 'truck'} size="1.5em" />
                        <Text fontWeight="semibold">{dataText(t, 'delivery', method.name)}</Text>
                      </HStack>
                      {/* On a phone, price and delivery time under the name: four columns do not fit 390 px. */}
                      <Text hideFrom="sm" fontSize="sm" color="fg.muted" ms="9" className="delivery-terms">
                        {price(method)} · {t('ETA_DAYS', { count: method.eta })}
                      </Text>
                    </Table.Cell>
                    <Table.Cell textAlign="end" hideBelow="sm">
                      {price(method)}
                    </Table.Cell>
                    <Table.Cell textAlign="end" hideBelow="sm">
                      {t('ETA_DAYS', { count: method.eta })}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </RadioGroup.Root>
      )}
      <HStack justify="space-between" mt="6">
        <Button variant="outline" className="btn-return" onClick={() => navigate('/address/select')}>
          {t('BTN_BACK')}
        </Button>
        <Button colorPalette="brand" disabled={chosen === null} onClick={next} aria-label={t('PROCEED_TO_DELIVERY_METHOD_SELECTION')}>
          {t('BTN_PROCEED')} <PulpIcon name="chevronRight" />
        </Button>
      </HStack>
    </Page>
  );
}

/** delivery-method: choose how the order travels (docs/behaviour.md, "Screens"). */
export default function DeliveryMethodPage() {
  return (
    <RequireLogin>
      <DeliveryMethodContent />
    </RequireLogin>
  );
}
