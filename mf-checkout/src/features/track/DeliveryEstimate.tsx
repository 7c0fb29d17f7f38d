import { useTranslation } from 'react-i18next';
import { etaDays } from '@pulp/shared';

/**
 * When an order should arrive, its days counted in the reader's plural forms: a line
 * ("Expected delivery in 3 days") or, on the completion page, a sentence ending in a full stop.
 */
export function DeliveryEstimate({ eta, sentence = false }: { eta: string | number | null | undefined; sentence?: boolean }) {
  const { t } = useTranslation();
  const days = etaDays(eta);
  if (days === null) return t('ETA_UNKNOWN');
  return t(sentence ? 'DELIVERY_ETA' : 'EXPECTED_DELIVERY', { count: days });
}
