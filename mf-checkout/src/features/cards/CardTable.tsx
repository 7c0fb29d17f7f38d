import { useTranslation } from 'react-i18next';
import { maskCardNumber, type Card } from '@pulp/shared';
import { Box, IconButton, PulpIcon, Text } from '@pulp/shared/ui';
import { RadioGroup } from '@pulp/shared/ui-forms';
import { Table } from '@pulp/shared/ui-data';

export interface CardTableProps {
  cards: Card[];
  /** With onSelect a radio picks a card (payment); with onRemove cards can be deleted. */
  selected?: number | null;
  onSelect?: (id: number) => void;
  onRemove?: (card: Card) => void;
}

/** Saved cards: name, 12 stars and the last four digits, expiry. */
export function CardTable({ cards, selected = null, onSelect, onRemove }: CardTableProps) {
  const { t } = useTranslation();
  if (cards.length === 0) {
    return (
      <Box borderWidth="1px" borderRadius="lg" p="6" textAlign="center" color="fg.muted" className="no-cards" bg="bg">
        <PulpIcon name="card" size="2em" />
        <Text mt="2">{t('NO_CARDS')}</Text>
      </Box>
    );
  }
  const table = (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg">
      {/* Small cells on a phone: with the radio and the remove button the row fits 390 px. */}
      <Table.Root className="card-table" interactive={Boolean(onSelect)} size={{ base: 'sm', md: 'md' }}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {onSelect && <Table.ColumnHeader width="48px" />}
            <Table.ColumnHeader>{t('LABEL_CARD_NUMBER')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('LABEL_NAME')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('LABEL_EXPIRES')}</Table.ColumnHeader>
            {onRemove && <Table.ColumnHeader width="56px" />}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {cards.map((card) => (
            <Table.Row key={card.id} className="card-row" cursor={onSelect ? 'pointer' : undefined} onClick={() => onSelect?.(card.id)}>
              {onSelect && (
                <Table.Cell>
                  <RadioGroup.Item value={String(card.id)}>
                    <RadioGroup.ItemHiddenInput aria-label={t('PAY_WITH_CARD', { digits: String(card.cardNum).slice(-4) })} />
                    <RadioGroup.ItemIndicator />
                  </RadioGroup.Item>
                </Table.Cell>
              )}
              <Table.Cell fontFamily="mono" className="card-number">
                {maskCardNumber(card.cardNum)}
              </Table.Cell>
              <Table.Cell>
                <bdi>{card.fullName}</bdi>
              </Table.Cell>
              <Table.Cell>
                {String(card.expMonth).padStart(2, '0')}/{card.expYear}
              </Table.Cell>
              {onRemove && (
                <Table.Cell>
                  <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t('REMOVE_CARD', { digits: String(card.cardNum).slice(-4) })} onClick={() => onRemove(card)}>
                    <PulpIcon name="close" />
                  </IconButton>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
  if (!onSelect) return table;
  return (
    <RadioGroup.Root value={selected === null ? null : String(selected)} onValueChange={(details) => details.value && onSelect(Number(details.value))} colorPalette="brand">
      {table}
    </RadioGroup.Root>
  );
}
