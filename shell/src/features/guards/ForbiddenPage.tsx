import { Box, Heading, Text } from '@pulp/shared/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@pulp/shared/router';

/** The 403 page: its message is a translation key (from the guard or the error parameter). */
export function ForbiddenPage({ errorKey }: { errorKey?: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const key = errorKey ?? params.get('error') ?? 'UNAUTHORIZED_PAGE_ACCESS_ERROR';
  return (
    <Box textAlign="center" py="16" px="4" className="error-page">
      <Heading as="h1" size="5xl" color="brand.fg">
        403
      </Heading>
      <Text fontSize="xl" mt="4" className="error" role="alert">
        {t(key)}
      </Text>
    </Box>
  );
}
