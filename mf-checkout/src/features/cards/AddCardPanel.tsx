import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Collapsible, HStack, PulpIcon } from '@pulp/shared/ui';
import { CardForm } from './CardForm';

/** The "Add new card" expander with the card form. */
export function AddCardPanel({ onSaved, defaultOpen = false }: { onSaved: () => void; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)} borderWidth="1px" borderRadius="lg" bg="bg" className="add-card-panel">
      <Collapsible.Trigger asChild>
        <Button variant="ghost" width="full" justifyContent="space-between" px="4" py="6" aria-label={t('ADD_NEW_CARD')}>
          <HStack gap="2">
            <PulpIcon name="card" />
            <span>{t('ADD_NEW_CARD')}</span>
          </HStack>
          <PulpIcon name={open ? 'chevronDown' : 'chevronRight'} />
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Box px="4" pb="4">
          <CardForm
            onSaved={() => {
              setOpen(false);
              onSaved();
            }}
          />
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
