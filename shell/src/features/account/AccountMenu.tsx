import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pulp/shared/router';
import { useSession } from '@pulp/shared';
import { Portal, PulpIcon } from '@pulp/shared/ui';
import { Menu } from '@pulp/shared/ui-extra';
import { AccountButton } from '../menu/menu-buttons';
import { ProfileText } from '../navigation/ProfileText';
import type { OpenableMenuProps } from '../menu/DeferredMenu';
import { ORDERS_AND_PAYMENT, PRIVACY_AND_SECURITY, type NavEntry } from '../navigation/entries';
import { logout } from './logout';

function SubMenu({ id, label, text, entries }: { id: string; label: string; text: string; entries: NavEntry[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    // The id (through `ids`, as for the account button) lets the hacking instructor point at the entry.
    <Menu.Root positioning={{ placement: 'left-start', gutter: 2 }} ids={{ trigger: id }}>
      <Menu.TriggerItem aria-label={t(label)}>
        <PulpIcon name="chevronRight" />
        {t(text)}
      </Menu.TriggerItem>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {entries.map((entry) => (
              <Menu.Item key={entry.to} value={entry.to} aria-label={t(entry.label)} onClick={() => navigate(entry.to)}>
                <PulpIcon name={entry.icon} />
                {t(entry.text)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The account menu of the top bar (large screens). */
export function AccountMenu({ defaultOpen = false }: OpenableMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const email = useSession((state) => state.email);
  const role = useSession((state) => state.role);

  return (
    // The trigger's id is set through `ids`: an id prop on the button would hide it from the
    // menu machine, which finds its trigger by id to position the menu.
    <Menu.Root positioning={{ placement: 'bottom-end' }} ids={{ trigger: 'navbarAccount' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <AccountButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="64">
            {!isLoggedIn && (
              <Menu.Item value="login" id="navbarLoginButton" aria-label={t('NAV_LOGIN')} onClick={() => navigate('/login')}>
                <PulpIcon name="login" />
                {t('TITLE_LOGIN')}
              </Menu.Item>
            )}
            {isLoggedIn && (
              <>
                <Menu.Item value="profile" aria-label={t('NAV_PROFILE')} onClick={() => window.location.assign('./profile')}>
                  <PulpIcon name="user" />
                  <ProfileText email={email} />
                </Menu.Item>
                {role === 'accounting' && (
                  <Menu.Item value="accounting" aria-label={t('NAV_ACCOUNTING')} onClick={() => navigate('/accounting')}>
                    <PulpIcon name="wallet" />
                    {t('TITLE_ACCOUNTING')}
                  </Menu.Item>
                )}
                <SubMenu id="navbarOrdersAndPayment" label="NAV_ORDERS_AND_PAYMENT" text="MENU_ORDERS_AND_PAYMENT" entries={ORDERS_AND_PAYMENT} />
                <SubMenu id="navbarPrivacyAndSecurity" label="NAV_PRIVACY_AND_SECURITY" text="MENU_PRIVACY_AND_SECURITY" entries={PRIVACY_AND_SECURITY} />
                <Menu.Separator />
                <Menu.Item value="logout" id="navbarLogoutButton" aria-label={t('NAV_LOGOUT')} onClick={() => void logout(navigate)}>
                  <PulpIcon name="logout" />
                  {t('TITLE_LOGOUT')}
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
