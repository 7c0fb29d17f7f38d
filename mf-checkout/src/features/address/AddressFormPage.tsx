import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from '@pulp/shared/router';
import { errorMessage } from '@pulp/shared';
import { Card, ErrorCard, showConfirmation, showError } from '@pulp/shared/ui';
import { Page } from '../common/Page';
import { Loading } from '../common/Loading';
import { useLoad } from '../common/useLoad';
import { goBack } from '../common/navigation';
import { AddressForm } from './AddressForm';
import { addressApi, type AddressInput } from './addressApi';

/** address/create and address/edit/{addressId}: the mode follows the route. */
export default function AddressFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { addressId } = useParams();
  const editId = addressId ? Number(addressId) : null;
  const existing = useLoad(() => addressApi.get(editId!), [editId], editId !== null);

  const save = async (address: AddressInput): Promise<boolean> => {
    try {
      if (editId !== null) {
        await addressApi.update(editId, address);
        showConfirmation(t('ADDRESS_UPDATED', { city: address.city }));
      } else {
        await addressApi.create(address);
        showConfirmation(t('ADDRESS_ADDED', { city: address.city }));
      }
      goBack(navigate, '/address/saved');
      return true;
    } catch (error) {
      showError(errorMessage(error));
      return false;
    }
  };

  return (
    <Page title={t(editId !== null ? 'TITLE_EDIT_ADDRESS' : 'TITLE_ADD_ADDRESS')} icon="pin" maxW="2xl">
      {editId !== null && existing.loading && <Loading />}
      {existing.error && <ErrorCard title="ADDRESS_FAILED" detail={existing.error} onRetry={() => void existing.reload()} />}
      {(editId === null || existing.data) && (
        <Card.Root>
          <Card.Body>
            <AddressForm key={existing.data?.id ?? 'new'} initial={existing.data} onSubmit={save} onBack={() => goBack(navigate, '/address/saved')} />
          </Card.Body>
        </Card.Root>
      )}
    </Page>
  );
}
