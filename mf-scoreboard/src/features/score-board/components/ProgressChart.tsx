import { useTranslation } from 'react-i18next';
import { Box, Text } from '@pulp/shared/ui';
import { Table } from '@pulp/shared/ui-data';
import { DIFFICULTIES } from '../model/filters';
import { ratio, type ProgressMatrix, type Tally } from '../model/progress';

/** A cell's fill: from the muted background (nothing solved) to full green (all solved). */
function fill(tally: Tally): string {
  const share = Math.round(ratio(tally) * 100);
  return `color-mix(in srgb, var(--chakra-colors-green-solid) ${share}%, var(--chakra-colors-bg-emphasized))`;
}

const CELL = { base: '5', sm: '7' };

function Cell({ tally, label }: { tally: Tally | undefined; label: string }) {
  if (!tally) {
    return <Box boxSize={CELL} mx="auto" borderRadius="md" borderWidth="1px" borderStyle="dashed" borderColor="border" aria-hidden="true" />;
  }
  return (
    <Box boxSize={CELL} mx="auto" borderRadius="md" style={{ background: fill(tally) }} title={label} role="img" aria-label={label} className="chart-cell" data-solved={tally.solved} data-total={tally.total} />
  );
}

function Bar({ tally }: { tally: Tally }) {
  return (
    <Box display="flex" alignItems="center" gap="2" justifyContent="flex-end">
      <Box width={{ base: '10', md: '20' }} height="2" borderRadius="full" bg="bg.emphasized" overflow="hidden" hideBelow="sm">
        <Box height="full" bg="green.solid" style={{ width: `${Math.round(ratio(tally) * 100)}%` }} />
      </Box>
      <Text fontSize="xs" color="fg.muted" minW="9" textAlign="end">
        {tally.solved}/{tally.total}
      </Text>
    </Box>
  );
}

/** Progress by category (rows) and difficulty (columns), as a small heat map with totals. */
export function ProgressChart({ matrix }: { matrix: ProgressMatrix }) {
  const { t } = useTranslation();
  const cellLabel = (category: string, difficulty: number, tally: Tally) => t('CHART_CELL', { category, difficulty, solved: tally.solved, total: tally.total });
  return (
    <Box overflowX="auto" className="progress-chart">
      <Table.Root size="sm" variant="line" bg="transparent" aria-label={t('CHART_TITLE')} css={{ '& td, & th': { paddingInline: { base: '0.5', sm: '1' }, paddingBlock: '1' } }}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader fontWeight="semibold" color="fg.muted">
              {t('CHART_CATEGORY')}
            </Table.ColumnHeader>
            {DIFFICULTIES.map((difficulty) => (
              <Table.ColumnHeader key={difficulty} textAlign="center" color="fg.muted" aria-label={t('DIFFICULTY_OF', { difficulty, max: DIFFICULTIES.length })}>
                {difficulty}★
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end" color="fg.muted">
              {t('CHART_TOTAL')}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {matrix.categories.map((category) => (
            <Table.Row key={category}>
              {/* Names wrap instead of being cut off: on a phone "Cryptographic Issues" needs two lines. */}
              <Table.Cell fontSize={{ base: 'xs', sm: 'sm' }} maxW={{ base: '24', md: '56' }} whiteSpace="normal" overflowWrap="anywhere" hyphens="auto" lineHeight="short">
                {category}
              </Table.Cell>
              {DIFFICULTIES.map((difficulty) => {
                const tally = matrix.cells[category][difficulty];
                return (
                  <Table.Cell key={difficulty}>
                    <Cell tally={tally} label={tally ? cellLabel(category, difficulty, tally) : ''} />
                  </Table.Cell>
                );
              })}
              <Table.Cell>
                <Bar tally={matrix.byCategory[category]} />
              </Table.Cell>
            </Table.Row>
          ))}
          <Table.Row fontWeight="semibold">
            <Table.Cell fontSize={{ base: 'xs', sm: 'sm' }}>{t('CHART_ALL_CATEGORIES')}</Table.Cell>
            {DIFFICULTIES.map((difficulty) => {
              const tally = matrix.byDifficulty[difficulty];
              return (
                <Table.Cell key={difficulty} textAlign="center">
                  <Text fontSize="xs" color="fg.muted">
                    {tally.total ? `${tally.solved}/${tally.total}` : '–'}
                  </Text>
                </Table.Cell>
              );
            })}
            <Table.Cell>
              <Bar tally={matrix.overall} />
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
