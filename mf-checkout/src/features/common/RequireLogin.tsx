import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '@pulp/shared/router';
import { useSession } from '@pulp/shared';
import { Button, Card, PulpIcon, Text } from '@pulp/shared/ui';

/** Pages without a route guard still need a session: visitors get a way to log in instead. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  if (isLoggedIn) return <>{children}</>;
  return (
    <Card.Root maxW="md" mx="auto" mt="8" className="login-required" textAlign="center">
      <Card.Body gap="3" alignItems="center">
        <PulpIcon name="user" size="2.5em" />
        <Card.Title>{t('LOGIN_REQUIRED_TITLE')}</Card.Title>
        <Text color="fg.muted">{t('LOGIN_REQUIRED_TEXT')}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/login">{t('TITLE_LOGIN')}</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
