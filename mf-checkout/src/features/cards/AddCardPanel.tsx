import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box } from '@pulp/shared/ui';
import { ExpanderPanel } from '../common/ExpanderPanel';
import { CardForm } from './CardForm';

/** The "Add new card" expander with the card form. */
export function AddCardPanel({ onSaved, defaultOpen = false }: { onSaved: () => void; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <ExpanderPanel open={open} onOpenChange={setOpen} label={t('ADD_NEW_CARD')} icon="card" className="add-card-panel">
      <Box px="4" pb="4">
        <CardForm
          onSaved={() => {
            setOpen(false);
            onSaved();
          }}
        />
      </Box>
    </ExpanderPanel>
  );
}
