import { useTranslation } from 'react-i18next';
import { Stack } from '@pulp/shared/ui';
import { PageHeader } from '../tables/PageHeader';
import { UsersTable } from './users/UsersTable';
import { FeedbackTable } from './feedback/FeedbackTable';

/** The administration page: users and customer feedback (behind the shell's admin guard). */
export default function AdministrationPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="6" maxW="6xl" mx="auto" className="administration">
      <PageHeader icon="shield" title={t('TITLE_ADMINISTRATION')} text={t('ADMIN_INTRO')} />
      <UsersTable />
      <FeedbackTable />
    </Stack>
  );
}
