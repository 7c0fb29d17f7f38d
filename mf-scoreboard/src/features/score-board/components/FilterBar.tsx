import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Card, Flex, HStack, PulpIcon, Stack, Text } from '@pulp/shared/ui';
import { Switch } from '@pulp/shared/ui-forms';
import { DIFFICULTIES, isCategoryShown, toggleCategory, toggleDifficulty, toggleTag, type ChallengeFilters } from '../model/filters';
import { TAG_LABELS } from '../model/tags';
import type { ProgressMatrix } from '../model/progress';

export interface FilterBarProps {
  /** What is applied (and shown as pressed). */
  filters: ChallengeFilters;
  /** What the trainee chose (and changes): the tutorial tier may add to it. */
  saved: ChallengeFilters;
  matrix: ProgressMatrix;
  locked: boolean;
  forcedDifficulties: number[];
  onChange: (next: ChallengeFilters) => void;
  onReset: () => void;
}

function Toggle({ checked, label, disabled, onChange, id }: { checked: boolean; label: string; disabled: boolean; onChange: (checked: boolean) => void; id: string }) {
  return (
    <Switch.Root ids={{ root: id }} checked={checked} disabled={disabled} onCheckedChange={(details) => onChange(details.checked)} colorPalette="brand" size="sm">
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label fontWeight="normal">{label}</Switch.Label>
    </Switch.Root>
  );
}

/** A category's or tag's toggle button with its solved/total count. */
function FilterChip({
  pressed,
  disabled,
  tally,
  onClick,
  className,
  children,
  'data-tag': dataTag,
}: {
  pressed: boolean;
  disabled: boolean;
  tally: { solved: number; total: number };
  onClick: () => void;
  className: string;
  children: ReactNode;
  'data-tag'?: string;
}) {
  return (
    <Button
      size="xs"
      borderRadius="full"
      variant={pressed ? 'subtle' : 'outline'}
      colorPalette={pressed ? 'brand' : 'gray'}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={className}
      data-tag={dataTag}
    >
      {children}
      <Badge size="xs" variant="plain" px="0">
        {tally.solved}/{tally.total}
      </Badge>
    </Button>
  );
}

/** Difficulties, categories, tags and the show-… switches; every change is saved. */
export function FilterBar({ filters, saved, matrix, locked, forcedDifficulties, onChange, onReset }: FilterBarProps) {
  const { t } = useTranslation();
  return (
    <Card.Root className="score-board-filters" size="sm">
      <Card.Body gap="4">
        <Stack gap="2">
          <Text fontSize="sm" fontWeight="semibold" color="fg.muted" id="difficulty-filter-label">
            {t('FILTER_DIFFICULTY')}
          </Text>
          <Flex gap="2" wrap="wrap" role="group" aria-labelledby="difficulty-filter-label">
            {DIFFICULTIES.map((difficulty) => {
              const pressed = filters.difficulties.includes(difficulty);
              const tally = matrix.byDifficulty[difficulty];
              return (
                <Button
                  key={difficulty}
                  size="sm"
                  variant={pressed ? 'solid' : 'outline'}
                  colorPalette="brand"
                  aria-pressed={pressed}
                  aria-label={t('FILTER_DIFFICULTY_ARIA', { difficulty, solved: tally.solved, total: tally.total })}
                  disabled={locked || forcedDifficulties.includes(difficulty)}
                  onClick={() => onChange(toggleDifficulty(saved, difficulty))}
                  className={`difficulty-filter difficulty-${difficulty}`}
                  gap="1"
                >
                  {difficulty}
                  <PulpIcon name="star" fill="currentColor" size="0.9em" />
                  {/* In parentheses: the name says "… 3 of 12 solved", and a parenthesis may differ from it (WCAG 2.5.3). */}
                  <Box as="span" fontSize="xs" fontWeight="normal">
                    ({tally.solved}/{tally.total})
                  </Box>
                </Button>
              );
            })}
          </Flex>
        </Stack>
        <Stack gap="2">
          <Text fontSize="sm" fontWeight="semibold" color="fg.muted" id="category-filter-label">
            {t('FILTER_CATEGORY')}
          </Text>
          <Flex gap="2" wrap="wrap" role="group" aria-labelledby="category-filter-label">
            {matrix.categories.map((category) => {
              const pressed = isCategoryShown(filters, category);
              const tally = matrix.byCategory[category];
              return (
                <FilterChip
                  key={category}
                  pressed={pressed}
                  disabled={locked}
                  tally={tally}
                  onClick={() => onChange(toggleCategory(saved, category, matrix.categories))}
                  className="category-filter"
                >
                  {category}
                </FilterChip>
              );
            })}
          </Flex>
        </Stack>
        {matrix.tags.length > 0 && (
          <Stack gap="2">
            <Text fontSize="sm" fontWeight="semibold" color="fg.muted" id="tag-filter-label">
              {t('FILTER_TAGS')}
            </Text>
            <Flex gap="2" wrap="wrap" role="group" aria-labelledby="tag-filter-label">
              {matrix.tags.map((tag) => {
                const pressed = filters.tags.includes(tag);
                const tally = matrix.byTag[tag];
                return (
                  <FilterChip key={tag} pressed={pressed} disabled={locked} tally={tally} onClick={() => onChange(toggleTag(saved, tag))} className="tag-filter" data-tag={tag}>
                    {t(TAG_LABELS[tag] ?? tag)}
                  </FilterChip>
                );
              })}
            </Flex>
          </Stack>
        )}
        <Flex gap={{ base: '3', md: '6' }} wrap="wrap" align="center" justify="space-between">
          <HStack gap={{ base: '3', md: '6' }} wrap="wrap">
            <Toggle id="show-solved" checked={filters.showSolved} disabled={locked} label={t('FILTER_SHOW_SOLVED')} onChange={(showSolved) => onChange({ ...saved, showSolved })} />
            <Toggle
              id="show-disabled"
              checked={filters.showDisabled}
              disabled={locked}
              label={t('FILTER_SHOW_UNAVAILABLE')}
              onChange={(showDisabled) => onChange({ ...saved, showDisabled })}
            />
            <Toggle
              id="show-tutorials"
              checked={filters.onlyTutorials}
              disabled={locked}
              label={t('FILTER_ONLY_TUTORIALS')}
              onChange={(onlyTutorials) => onChange({ ...saved, onlyTutorials })}
            />
          </HStack>
          <Button id="reset-filters" size="sm" variant="ghost" aria-label={t('RESET_ALL_FILTERS')} disabled={locked} onClick={onReset}>
            <PulpIcon name="close" />
            {t('BTN_RESET_ALL_FILTERS')}
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
