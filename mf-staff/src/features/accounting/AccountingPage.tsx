import { useTranslation } from 'react-i18next';
import { Stack } from '@pulp/shared/ui';
import { PageHeader } from '../tables/PageHeader';
import { OrdersTable } from './orders/OrdersTable';
import { ProductsTable } from './products/ProductsTable';

/** The accounting page: delivery tracking, then prices and stock (behind the shell's accounting guard). */
export default function AccountingPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="6" maxW="6xl" mx="auto" className="accounting">
      <PageHeader icon="wallet" title={t('TITLE_ACCOUNTING')} text={t('ACCOUNTING_INTRO')} />
      <OrdersTable />
      <ProductsTable />
    </Stack>
  );
}
