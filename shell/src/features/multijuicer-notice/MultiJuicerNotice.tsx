import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@pulp/shared';
import { Box, Flex, PulpIcon, Text } from '@pulp/shared/ui';
import { pollNotifications, type MultiJuicerNotification } from './poll';
import { countdownAt, type Countdown } from './countdown';

/** Polls the balancer while the shop is configured to run under MultiJuicer (multiJuicer.notifications). */
function useMultiJuicerNotification(): { configured: boolean; notification: MultiJuicerNotification | null } {
  const path = useConfig((state) => state.config.multiJuicer?.notifications ?? null);
  const [notification, setNotification] = useState<MultiJuicerNotification | null>(null);
  useEffect(() => {
    setNotification(null);
    if (!path) return;
    const stop = new AbortController();
    void pollNotifications({ path, onNotification: setNotification, signal: stop.signal });
    return () => stop.abort();
  }, [path]);
  return { configured: Boolean(path), notification };
}

/** The countdown to `endDate`, recomputed whenever the shown second changes. */
function useCountdown(endDate: string | undefined): Countdown | null {
  const [now, setNow] = useState(() => Date.now());
  const countdown = endDate ? countdownAt(endDate, now) : null;
  const nextChange = countdown && !countdown.ended ? countdown.nextChangeMs : null;
  useEffect(() => {
    if (nextChange === null) return;
    const timer = setTimeout(() => setNow(Date.now()), nextChange);
    return () => clearTimeout(timer);
  }, [nextChange, now]);
  useEffect(() => setNow(Date.now()), [endDate]);
  return countdown;
}

/**
 * MultiJuicer's system-wide notification (a trainer's message to every team) and the countdown
 * to the event's end, as its own pages show them, above the page. The message and the event's
 * end are spoken politely when they change (role="status"); the ticking clock is a timer, which
 * screen readers do not announce each second. Nothing takes focus.
 */
export function MultiJuicerNotice() {
  const { t } = useTranslation();
  const { configured, notification } = useMultiJuicerNotification();
  const countdown = useCountdown(notification?.endDate);
  if (!configured) return null;
  const message = notification?.enabled && notification.message ? notification.message : null;
  const ended = countdown?.ended ?? false;
  const visible = Boolean(message || countdown);
  // The section stays in the page while configured (without a box while empty), so that its
  // status region exists before the first message arrives and screen readers hear it.
  const box = visible ? { mb: '4', px: '4', py: '3', borderRadius: 'lg', borderWidth: '1px', bg: 'blue.subtle', borderColor: 'blue.muted', color: 'blue.fg' } : {};
  return (
    <Flex
      as="section"
      id="multijuicer-notice"
      aria-label={visible ? t('MULTIJUICER_NOTICE_LABEL') : undefined}
      align={{ base: 'flex-start', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
      gap={visible ? '3' : '0'}
      {...box}
    >
      <Flex role="status" gap="3" align="center" flex="1" minW="0">
        {message && (
          <Box fontSize="xl" aria-hidden="true">
            <PulpIcon name="info" />
          </Box>
        )}
        {message && (
          <Text className="multijuicer-message" overflowWrap="anywhere">
            {message}
          </Text>
        )}
        {ended && <Text className="multijuicer-event-ended">{t('MULTIJUICER_EVENT_ENDED')}</Text>}
      </Flex>
      {countdown && !ended && (
        <Text role="timer" className="multijuicer-countdown" fontFamily="mono" whiteSpace="nowrap" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('MULTIJUICER_TIME_LEFT', { time: countdown.text })}
        </Text>
      )}
    </Flex>
  );
}
