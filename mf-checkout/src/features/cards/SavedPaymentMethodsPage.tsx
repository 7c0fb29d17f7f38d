import { useTranslation } from 'react-i18next';
import { errorMessage, type Card } from '@pulp/shared';
import { ErrorCard, showConfirmation, showError, Stack } from '@pulp/shared/ui';
import { Page } from '../common/Page';
import { Loading } from '../common/Loading';
import { RequireLogin } from '../common/RequireLogin';
import { useLoad } from '../common/useLoad';
import { CardTable } from './CardTable';
import { AddCardPanel } from './AddCardPanel';
import { cardsApi } from './cardsApi';

function SavedPaymentMethods() {
  const { t } = useTranslation();
  const cards = useLoad(() => cardsApi.list(), []);

  const remove = async (card: Card) => {
    try {
      await cardsApi.remove(card.id);
      showConfirmation(t('CARD_REMOVED', { cardnumber: String(card.cardNum).slice(-4) }));
      await cards.reload();
    } catch (error) {
      showError(errorMessage(error));
    }
  };

  return (
    <Page title={t('TITLE_MY_PAYMENT_OPTIONS')} icon="card" maxW="3xl">
      <Stack gap="4">
        {cards.loading && !cards.data && <Loading />}
        {cards.error && <ErrorCard title="CARDS_FAILED" detail={cards.error} onRetry={() => void cards.reload()} />}
        {cards.data && <CardTable cards={cards.data} onRemove={(card) => void remove(card)} />}
        <AddCardPanel onSaved={() => void cards.reload()} />
      </Stack>
    </Page>
  );
}

/** saved-payment-methods: list, delete and add cards. */
export default function SavedPaymentMethodsPage() {
  return (
    <RequireLogin>
      <SavedPaymentMethods />
    </RequireLogin>
  );
}
