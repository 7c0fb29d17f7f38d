import { useTranslation } from 'react-i18next';
import { Page } from '../common/Page';
import { AddressList } from './AddressList';

/** address/saved: manage the own addresses. */
export default function AddressSavedPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('TITLE_MY_SAVED_ADRESSES')} icon="pin" maxW="4xl">
      <AddressList mode="saved" />
    </Page>
  );
}
