import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHardened, useConfig } from '@pulp/shared';
import { Badge, Box, HStack, IconButton, PulpIcon, Text, VisuallyHidden } from '@pulp/shared/ui';
import { Table } from '@pulp/shared/ui-data';
import { CELL, StaffTable, type Column } from '../../tables/StaffTable';
import { ADMINISTRATION_PAGE_SIZES, usePaging } from '../../tables/usePaging';
import { useList } from '../../tables/useList';
import { formatDateTime } from '../../tables/formatDate';
import { isActive, loadUsers } from './api';
import { UserDetailsDialog } from './UserDetailsDialog';

const ROLE_KEYS: Record<string, string> = {
  customer: 'ADMIN_ROLE_CUSTOMER',
  deluxe: 'ADMIN_ROLE_DELUXE',
  accounting: 'ADMIN_ROLE_ACCOUNTING',
  admin: 'ADMIN_ROLE_ADMIN',
};

/** How a user's email is drawn, as text or as HTML alike: green while the account holds a session. */
function emailLook(active: boolean) {
  return {
    className: `user-email ${active ? 'user-active' : 'user-inactive'}`,
    color: active ? 'green.fg' : 'red.fg',
    fontWeight: 'medium',
    wordBreak: 'break-all',
    dir: 'auto',
  } as const;
}

/** Registered users, paged at 10; green emails hold a session token (docs/behaviour.md, "Screens"). */
export function UsersTable() {
  const { t, i18n } = useTranslation();
  const config = useConfig((state) => state.config);
  const list = useList(loadUsers);
  const { visible, paginator } = usePaging(list.items, ADMINISTRATION_PAGE_SIZES);
  const [detailsOf, setDetailsOf] = useState<number | null>(null);

  const columns: Column[] = [
    { key: 'email', label: t('ADMIN_COL_EMAIL') },
    { key: 'role', label: t('ADMIN_COL_ROLE'), hideBelow: 'sm' },
    { key: 'created', label: t('ADMIN_COL_CREATED'), hideBelow: 'md' },
    { key: 'details', label: t('ADMIN_COL_DETAILS'), align: 'end', hiddenLabel: true },
  ];

  return (
    <>
      <StaffTable
        id="admin-users"
        title={t('ADMIN_USERS_TITLE')}
        description={t('ADMIN_USERS_TEXT')}
        className="user-table"
        columns={columns}
        list={list}
        emptyText={t('ADMIN_NO_USERS')}
        paginator={paginator}
      >
        {visible.map((user) => {
          const active = isActive(user);
          return (
            <Table.Row key={user.id} className="user-row" data-user-id={user.id}>
              <Table.Cell {...CELL}>
                <HStack gap="2">
                  <Box boxSize="2" borderRadius="full" bg={active ? 'green.solid' : 'red.solid'} flexShrink={0} aria-hidden="true" />
                  {/* vuln: persistedXssUserChallenge — the email is shown as HTML, and only the registration
                      form checks that it is an email: the API stores any text. */}
                  {isHardened(config, 'persistedXssUserChallenge') ? (
                    <Text {...emailLook(active)}>{user.email}</Text>
                  ) : (
                    <Text {...emailLook(active)} dangerouslySetInnerHTML={{ __html: user.email }} />
                  )}
                  <VisuallyHidden>({active ? t('ADMIN_USER_ACTIVE') : t('ADMIN_USER_INACTIVE')})</VisuallyHidden>
                </HStack>
              </Table.Cell>
              <Table.Cell {...CELL} hideBelow="sm">
                <Badge variant="outline" colorPalette={user.role === 'admin' ? 'purple' : user.role === 'accounting' ? 'blue' : user.role === 'deluxe' ? 'yellow' : 'gray'}>
                  {ROLE_KEYS[user.role] ? t(ROLE_KEYS[user.role]) : user.role}
                </Badge>
              </Table.Cell>
              <Table.Cell {...CELL} hideBelow="md" color="fg.muted" whiteSpace="nowrap">
                {formatDateTime(user.createdAt, i18n.language)}
              </Table.Cell>
              <Table.Cell {...CELL} textAlign="end">
                <IconButton size="sm" variant="ghost" aria-label={t('ADMIN_SHOW_DETAILS', { email: user.email })} onClick={() => setDetailsOf(user.id)} className="user-details-button">
                  <PulpIcon name="info" />
                </IconButton>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </StaffTable>
      <UserDetailsDialog userId={detailsOf} onClose={() => setDetailsOf(null)} />
    </>
  );
}
