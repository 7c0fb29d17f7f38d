import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pulp/shared/router';
import { COOKIE_DAYS, COOKIE_KEYS, cookies, useConfig } from '@pulp/shared';
import { Box, Button, Dialog, Portal, PulpIcon } from '@pulp/shared/ui';
import { configText } from '../config-text/configText';

/** Whether the banner opens: configured to, and not dismissed before (cookie, 1 year). */
export function shouldShowWelcomeBanner(showOnFirstStart: boolean, cookie: string | undefined): boolean {
  return showOnFirstStart && cookie !== 'dismiss';
}

/**
 * The welcome banner (spec section 4): min 320 px wide, 35 % of the window, 50 px from the top.
 * When tutorials come first it cannot be clicked away and has no dismiss button: the way on
 * is the tutorial.
 */
export function WelcomeBanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loaded = useConfig((state) => state.loaded);
  const config = useConfig((state) => state.config);
  const [dismissed, setDismissed] = useState(() => cookies.get(COOKIE_KEYS.welcomeBanner) === 'dismiss');
  const banner = config.application.welcomeBanner;
  const instructor = config.hackingInstructor.isEnabled;
  // Without the instructor there is no other way out, so the dismiss button stays.
  const tutorialsFirst = config.challenges.restrictToTutorialsFirst && instructor;
  const open = loaded && !dismissed && shouldShowWelcomeBanner(banner.showOnFirstStart, cookies.get(COOKIE_KEYS.welcomeBanner));

  const dismiss = () => {
    cookies.set(COOKIE_KEYS.welcomeBanner, 'dismiss', COOKIE_DAYS.welcomeBanner);
    setDismissed(true);
  };
  const startTutorial = () => {
    dismiss();
    navigate('/hacking-instructor');
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && dismiss()}
      closeOnInteractOutside={!tutorialsFirst}
      closeOnEscape={!tutorialsFirst}
      placement="top"
      motionPreset="slide-in-top"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner alignItems="flex-start">
          <Dialog.Content className="welcome-banner" width="35%" minW="320px" maxW="none" mt="50px" mx="auto" borderTopWidth="6px" borderTopColor="brand.solid">
            <Dialog.Header>
              <Dialog.Title fontSize="xl">{configText(t, banner.title, { name: config.application.name })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {/* The message is the trainer's own markup from the configuration, or ours. */}
              <Box
                className="welcome-banner-message"
                color="fg.muted"
                css={{ '& p + p': { marginTop: '3' } }}
                dangerouslySetInnerHTML={{ __html: configText(t, banner.message, { name: config.application.name }) }}
              />
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap" gap="2">
              {instructor && (
                <Button colorPalette="brand" onClick={startTutorial} id="startTutorialButton">
                  <PulpIcon name="school" />
                  {t('WELCOME_BANNER_TUTORIAL')}
                </Button>
              )}
              {!tutorialsFirst && (
                <Button variant={instructor ? 'outline' : 'solid'} colorPalette="brand" aria-label={t('CLOSE_WELCOME_BANNER')} onClick={dismiss}>
                  {t('WELCOME_BANNER_DISMISS')}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
