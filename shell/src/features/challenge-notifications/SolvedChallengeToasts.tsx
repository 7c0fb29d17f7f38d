import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig, type CountryMapping } from '@pulp/shared';
import { Box, CloseButton, Flex, HStack, PulpIcon, Stack, Text, chakra } from '@pulp/shared/ui';
import type { SolvedToast } from './toasts';
import { countryMapping, flagEmoji } from './progress';
import { useSolvedToasts } from './useSolvedToasts';

type CountryDetails = 'none' | 'flag' | 'name' | 'both';

export interface ToastListProps {
  toasts: SolvedToast[];
  showFlags: boolean;
  countryDetails: CountryDetails;
  countries: CountryMapping | null;
  onClose: (key: string) => void;
  onCloseAll: () => void;
}

/** The toasts themselves: message, flag and country per the CTF settings, a close button each. */
export function ToastList({ toasts, showFlags, countryDetails, countries, onClose, onCloseAll }: ToastListProps) {
  const { t } = useTranslation();
  if (!toasts.length) return null;
  return (
    <Stack gap="2" mb="4" className="challenge-solved-notifications">
      {toasts.map((toast) => {
        const country = countryDetails !== 'none' ? countries?.[toast.key] : undefined;
        return (
          <Flex
            key={toast.key}
            role="status"
            className="challenge-solved-toast"
            data-challenge={toast.key}
            align="flex-start"
            gap="3"
            bg="green.subtle"
            color="green.fg"
            borderWidth="1px"
            borderColor="green.muted"
            borderLeftWidth="5px"
            borderLeftColor="green.solid"
            borderRadius="lg"
            px="4"
            py="3"
            boxShadow="sm"
          >
            <Box fontSize="xl" mt="0.5" aria-hidden="true">
              <PulpIcon name="trophy" />
            </Box>
            <Stack gap="1" flex="1" minW="0">
              <Text fontWeight="semibold" className="challenge-solved-message">
                {t('CHALLENGE_SOLVED', { challenge: toast.challenge })}
              </Text>
              {(showFlags || country) && (
                <HStack gap="3" wrap="wrap" fontSize="sm">
                  {showFlags && (
                    <Text className="challenge-flag">
                      {t('LABEL_FLAG')}{' '}
                      <chakra.code fontFamily="mono" bg="bg" px="1.5" py="0.5" borderRadius="sm" wordBreak="break-all" userSelect="all">
                        {toast.flag}
                      </chakra.code>
                    </Text>
                  )}
                  {country && (
                    <Text className="challenge-country">
                      {(countryDetails === 'flag' || countryDetails === 'both') && (
                        <Box as="span" role="img" aria-label={country.name} me="1">
                          {flagEmoji(country.code)}
                        </Box>
                      )}
                      {(countryDetails === 'name' || countryDetails === 'both') && country.name}
                    </Text>
                  )}
                </HStack>
              )}
            </Stack>
            <CloseButton
              id="closeButton"
              size="sm"
              aria-label={t('CLOSE_NOTIFICATION')}
              title={t('CLOSE_NOTIFICATION_HINT')}
              onClick={(event) => (event.shiftKey ? onCloseAll() : onClose(toast.key))}
            />
          </Flex>
        );
      })}
    </Stack>
  );
}

/** The solved-challenge toasts above the page content, live from the socket. */
export function SolvedChallengeToasts() {
  const { toasts, close, closeAll } = useSolvedToasts();
  const ctf = useConfig((state) => state.config.ctf);
  const [countries, setCountries] = useState<CountryMapping | null>(null);
  const countryDetails = ctf.showCountryDetailsInNotifications;

  useEffect(() => {
    if (countryDetails === 'none' || !toasts.length || countries) return;
    countryMapping()
      .then(setCountries)
      .catch((error: unknown) => console.error('The country mapping could not be loaded', error));
  }, [countryDetails, toasts.length, countries]);

  return (
    <ToastList toasts={toasts} showFlags={ctf.showFlagsInNotifications} countryDetails={countryDetails} countries={countries} onClose={close} onCloseAll={closeAll} />
  );
}
