import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type User } from '@pulp/shared';
import { HStack, Spinner, Text } from '@pulp/shared/ui';
import { ModalDialog } from '@pulp/shared/ui-panels';
import { DataList } from '@pulp/shared/ui-data';
import { formatDateTime } from '../../tables/formatDate';
import { loadUser } from './api';

type Details = { user: User; error: null } | { user: null; error: string } | null;

/** The user's id, email and dates, read fresh from the server. */
export function UserDetailsDialog({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [details, setDetails] = useState<Details>(null);

  useEffect(() => {
    if (userId === null) return;
    let active = true;
    setDetails(null);
    loadUser(userId)
      .then((user) => active && setDetails({ user, error: null }))
      .catch((failure: unknown) => active && setDetails({ user: null, error: errorMessage(failure) }));
    return () => {
      active = false;
    };
  }, [userId]);

  const rows = details?.user
    ? [
        ['ADMIN_FIELD_ID', String(details.user.id), 'user-id'],
        ['ADMIN_FIELD_EMAIL', details.user.email, 'user-email'],
        ['ADMIN_FIELD_CREATED_AT', formatDateTime(details.user.createdAt, i18n.language), 'user-created'],
        ['ADMIN_FIELD_UPDATED_AT', formatDateTime(details.user.updatedAt, i18n.language), 'user-updated'],
      ]
    : [];

  return (
    <ModalDialog open={userId !== null} onClose={onClose} className="user-details" title={t('ADMIN_USER_DETAILS_TITLE')} size="compact">
      {!details && (
        <HStack gap="3" color="fg.muted" aria-busy="true">
          <Spinner size="sm" color="brand.solid" />
          <Text>{t('STAFF_LOADING')}</Text>
        </HStack>
      )}
      {details?.error && (
        <Text className="error" color="fg.error" role="alert">
          {details.error}
        </Text>
      )}
      {details?.user && (
        <DataList.Root orientation="horizontal" gap="3">
          {rows.map(([label, value, className]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="28">{t(label)}</DataList.ItemLabel>
              <DataList.ItemValue className={className} wordBreak="break-all">
                {value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      )}
    </ModalDialog>
  );
}
