import { Button, Card, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface ErrorCardProps {
  /** Translation key of the headline. */
  title?: string;
  /** Translation key of the sentence under the headline. */
  text?: string;
  detail?: string;
  onRetry?: () => void;
}

/** A translated error card with a retry, shown in place of an area that failed. */
export function ErrorCard({ title = 'AREA_FAILED_TITLE', text = 'AREA_FAILED_TEXT', detail, onRetry }: ErrorCardProps) {
  const { t } = useTranslation();
  return (
    <Card.Root role="alert" className="error-card" maxW="lg" mx="auto" my="8" borderColor="red.muted">
      <Card.Body gap="3">
        <Card.Title>{t(title)}</Card.Title>
        <Text color="fg.muted">{t(text)}</Text>
        {detail && (
          <Text fontSize="sm" color="fg.muted" className="error">
            {detail}
          </Text>
        )}
      </Card.Body>
      {onRetry && (
        <Card.Footer>
          <Button colorPalette="brand" onClick={onRetry}>
            {t('BTN_RETRY')}
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
