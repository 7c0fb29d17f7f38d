import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pulp/shared/router';
import { COOKIE_DAYS, COOKIE_KEYS, cookies, useConfig } from '@pulp/shared';
import { Box, Button, chakra, Heading, HStack, PulpIcon } from '@pulp/shared/ui';
import { configText } from '../config-text/configText';
import { usePageShown } from '../page-shown/pageShown';
import { useTypingOnThisPage } from './typing';

/** Whether the banner opens: configured to, and not dismissed before (cookie, 1 year). */
export function shouldShowWelcomeBanner(showOnFirstStart: boolean, cookie: string | undefined): boolean {
  return showOnFirstStart && cookie !== 'dismiss';
}

/**
 * The welcome banner (docs/behaviour.md, "Notifications and banners" and "Constants"): min 320 px wide, 35 % of the window, 50 px from the top.
 * When tutorials come first it cannot be clicked away and has no dismiss button: the way on
 * is the tutorial. It is modal and takes the focus, so it never opens over a form page (the
 * login, say, where a visitor starts typing at once) nor while the visitor is typing into
 * any page: it opens on the next page instead.
 */
export function WelcomeBanner({ onFormPage = false }: { onFormPage?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loaded = useConfig((state) => state.loaded);
  const config = useConfig((state) => state.config);
  const [dismissed, setDismissed] = useState(() => cookies.get(COOKIE_KEYS.welcomeBanner) === 'dismiss');
  const banner = config.application.welcomeBanner;
  const instructor = config.hackingInstructor.isEnabled;
  // Without the instructor there is no other way out, so the dismiss button stays.
  const tutorialsFirst = config.challenges.restrictToTutorialsFirst && instructor;
  const titleId = useId();
  const wanted = loaded && !dismissed && shouldShowWelcomeBanner(banner.showOnFirstStart, cookies.get(COOKIE_KEYS.welcomeBanner));
  const typing = useTypingOnThisPage();
  // It opens over the page, once that page has been drawn: the shop shows first.
  const pageShown = usePageShown();
  // Once open it stays open until dismissed, whatever the visitor does behind it.
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (wanted && pageShown && !typing && !onFormPage) setOpened(true);
  }, [wanted, pageShown, typing, onFormPage]);
  const open = wanted && opened;

  const dismiss = () => {
    cookies.set(COOKIE_KEYS.welcomeBanner, 'dismiss', COOKIE_DAYS.welcomeBanner);
    setDismissed(true);
  };
  const startTutorial = () => {
    dismiss();
    navigate('/hacking-instructor');
  };

  if (!open) return null;
  return (
    <NativeModal className="welcome-banner" titleId={titleId} dismissible={!tutorialsFirst} onDismiss={dismiss}>
      <Box p="6">
        <Heading as="h2" id={titleId} fontSize="xl" mb="4">
          {configText(t, banner.title, { name: config.application.name })}
        </Heading>
        {/* The message is the trainer's own markup from the configuration, or ours. */}
        <Box
          className="welcome-banner-message"
          color="fg.muted"
          css={{ '& p + p': { marginTop: '3' } }}
          dangerouslySetInnerHTML={{ __html: configText(t, banner.message, { name: config.application.name }) }}
        />
        <HStack flexWrap="wrap" gap="2" justify="flex-end" mt="6">
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
        </HStack>
      </Box>
    </NativeModal>
  );
}

interface NativeModalProps {
  className: string;
  titleId: string;
  /** Whether Escape and a click on the backdrop close it. */
  dismissible: boolean;
  onDismiss: () => void;
  children: ReactNode;
}

/**
 * The browser's own modal dialog: it traps focus, makes the page behind it inert and brings a
 * backdrop, so the first screen of every first-time visitor needs no dialog library.
 */
function NativeModal({ className, titleId, dismissible, onDismiss, children }: NativeModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    // Browsers without modal dialogs (and test DOMs) still show it, just not modal.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);
  return (
    <chakra.dialog
      ref={ref}
      className={className}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault(); // Escape: closed only through onDismiss, and only when allowed
        if (dismissible) onDismiss();
      }}
      onClose={(event) => {
        // Browsers may close a modal on Escape without a cancelable cancel event (no user
        // activation yet): one that may not be dismissed opens again.
        if (dismissible) onDismiss();
        else event.currentTarget.showModal();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself; the content fills it.
        if (dismissible && event.target === event.currentTarget) onDismiss();
      }}
      width="35%"
      minW="320px"
      maxW="none"
      mt="50px"
      mb="auto"
      mx="auto"
      p="0"
      border="none"
      borderTopWidth="6px"
      borderTopStyle="solid"
      borderTopColor="brand.solid"
      borderRadius="l3"
      bg="bg.panel"
      color="fg"
      boxShadow="lg"
      animationName="slide-from-top, fade-in"
      animationDuration="moderate"
      css={{ '&::backdrop': { background: 'rgba(0, 0, 0, 0.6)' } }}
    >
      {children}
    </chakra.dialog>
  );
}
