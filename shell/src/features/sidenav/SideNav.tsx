import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pulp/shared/router';
import { PATHS, useConfig, useSession } from '@pulp/shared';
import { Box, Button, CloseButton, Portal, PulpIcon, Separator, Stack, Text, type IconName } from '@pulp/shared/ui';
import { Collapsible } from '@pulp/shared/ui-data';
import { Drawer } from '@pulp/shared/ui-panels';
import { ORDERS_AND_PAYMENT, PRIVACY_AND_SECURITY, type NavEntry } from '../navigation/entries';
import { useScoreBoardVisible } from '../navigation/useScoreBoardVisible';
import { ProfileText } from '../navigation/ProfileText';
import { logout } from '../account/logout';

export const SIDENAV_WIDTH = '280px';

interface ItemProps {
  label: string;
  icon: IconName;
  onClick: () => void;
  children: ReactNode;
  id?: string;
  hideFrom?: 'md';
}

function Item({ label, icon, onClick, children, id, hideFrom }: ItemProps) {
  return (
    <Button id={id} variant="ghost" justifyContent="flex-start" gap="3" width="full" aria-label={label} onClick={onClick} hideFrom={hideFrom} fontWeight="normal">
      <PulpIcon name={icon} />
      {children}
    </Button>
  );
}

function Group({ label, text, entries, go }: { label: string; text: string; entries: NavEntry[]; go: (to: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)} hideFrom="md">
      <Collapsible.Trigger asChild>
        <Button variant="ghost" justifyContent="space-between" width="full" aria-label={t(label)} aria-expanded={open} fontWeight="normal">
          {t(text)}
          <PulpIcon name={open ? 'chevronDown' : 'chevronRight'} />
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack gap="0" ps="4">
          {entries.map((entry) => (
            <Item key={entry.to} label={t(entry.label)} icon={entry.icon} onClick={() => go(entry.to)}>
              {t(entry.text)}
            </Item>
          ))}
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** The side panel (280 px, over the content) with every entry and visibility rule (docs/behaviour.md, "Screens"). */
export function SideNav({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const email = useSession((state) => state.email);
  const role = useSession((state) => state.role);
  const config = useConfig((state) => state.config);
  const version = useConfig((state) => state.version);
  const scoreBoardVisible = useScoreBoardVisible();

  const go = (to: string) => {
    onClose();
    navigate(to);
  };
  const showTutorial = !scoreBoardVisible && config.application.welcomeBanner.showOnFirstStart && config.hackingInstructor.isEnabled;
  const gitHub = config.application.showGitHubLinks && config.application.gitHubRepoUrl;

  return (
    <Drawer.Root ids={{ content: 'sidenav' }} open={open} onOpenChange={(details) => !details.open && onClose()} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={SIDENAV_WIDTH} width={SIDENAV_WIDTH}>
            <Drawer.Header borderBottomWidth="1px" py="3">
              <Drawer.Title fontSize="lg">{config.application.name}</Drawer.Title>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('CLOSE_SIDENAV')} />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body px="2" py="2">
              <Stack gap="0" as="nav">
                <Item label={t('NAV_HOME')} icon="home" onClick={() => go('/search')}>
                  {t('TITLE_ALL_PRODUCTS')}
                </Item>
                {!isLoggedIn && (
                  <Item label={t('NAV_LOGIN')} icon="login" onClick={() => go('/login')} hideFrom="md">
                    {t('TITLE_LOGIN')}
                  </Item>
                )}
                {isLoggedIn && (
                  <>
                    <Item label={t('NAV_PROFILE')} icon="user" onClick={() => window.location.assign('./profile')} hideFrom="md">
                      <ProfileText email={email} />
                    </Item>
                    {role === 'accounting' && (
                      <Item label={t('NAV_ACCOUNTING')} icon="wallet" onClick={() => go('/accounting')} hideFrom="md">
                        {t('TITLE_ACCOUNTING')}
                      </Item>
                    )}
                    <Group label="NAV_ORDERS_AND_PAYMENT" text="MENU_ORDERS_AND_PAYMENT" entries={ORDERS_AND_PAYMENT} go={go} />
                    <Group label="NAV_PRIVACY_AND_SECURITY" text="MENU_PRIVACY_AND_SECURITY" entries={PRIVACY_AND_SECURITY} go={go} />
                    <Item
                      label={t('NAV_LOGOUT')}
                      icon="logout"
                      hideFrom="md"
                      onClick={() => {
                        onClose();
                        void logout(navigate);
                      }}
                    >
                      {t('TITLE_LOGOUT')}
                    </Item>
                  </>
                )}
                <Separator my="2" />
                <Item label={t('NAV_CONTACT')} icon="chat" onClick={() => go('/contact')}>
                  {t('MENU_CONTACT')}
                </Item>
                {isLoggedIn && (
                  <Item label={t('NAV_CHATBOT')} icon="chat" onClick={() => go('/chatbot')}>
                    {t('MENU_CHATBOT')}
                  </Item>
                )}
                {isLoggedIn && (
                  <Item label={t('NAV_COMPLAIN')} icon="alert" onClick={() => go('/complain')}>
                    {t('MENU_COMPLAIN')}
                  </Item>
                )}
                <Item label={t('NAV_ABOUT')} icon="info" onClick={() => go('/about')}>
                  {t('TITLE_ABOUT')}
                </Item>
                <Item label={t('NAV_PHOTO_WALL')} icon="camera" onClick={() => go('/photo-wall')}>
                  {t('TITLE_PHOTO_WALL')}
                </Item>
                {isLoggedIn && (
                  <Item label={t('NAV_DELUXE')} icon="crown" onClick={() => go('/deluxe-membership')}>
                    {t('TITLE_DELUXE_MEMBERSHIP')}
                  </Item>
                )}
                <Separator my="2" />
                {scoreBoardVisible && (
                  <Item label={t('NAV_SCORE_BOARD')} icon="trophy" onClick={() => go('/score-board')}>
                    {t('TITLE_SCORE_BOARD')}
                  </Item>
                )}
                {showTutorial && (
                  <Item label={t('NAV_TUTORIAL')} icon="school" onClick={() => go('/hacking-instructor')}>
                    {t('MENU_TUTORIAL')}
                  </Item>
                )}
                {gitHub && (
                  <Item
                    label={t('NAV_GITHUB')}
                    icon="github"
                    onClick={() => window.location.assign(`.${PATHS.redirect}?to=${encodeURIComponent(String(config.application.gitHubRepoUrl))}`)}
                  >
                    {t('TITLE_GITHUB')}
                  </Item>
                )}
              </Stack>
              {version && (
                <Box mt="6" px="3">
                  <Text fontSize="xs" color="fg.muted">
                    {config.application.name} v{version}
                  </Text>
                </Box>
              )}
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
