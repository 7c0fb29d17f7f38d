import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Highlight, type PrismTheme } from 'prism-react-renderer';
import { Box, chakra } from '@pulp/shared/ui';
import { nextLine, resultOf, type LineResult } from './selection';

/**
 * Token colours from the shop's own semantic colours (CSS variables), so the listing reads well
 * in light and dark mode with the contrast the rest of the shop has.
 */
const THEME: PrismTheme = {
  plain: { color: 'var(--chakra-colors-fg)', backgroundColor: 'transparent' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: 'var(--chakra-colors-fg-muted)', fontStyle: 'italic' } },
    { types: ['keyword', 'boolean', 'builtin', 'important', 'atrule'], style: { color: 'var(--chakra-colors-purple-fg)' } },
    { types: ['string', 'char', 'template-string', 'attr-value', 'regex', 'url'], style: { color: 'var(--chakra-colors-green-fg)' } },
    { types: ['number', 'constant', 'symbol'], style: { color: 'var(--chakra-colors-orange-fg)' } },
    { types: ['function', 'class-name', 'tag', 'attr-name'], style: { color: 'var(--chakra-colors-blue-fg)' } },
  ],
};

const RESULT_BG: Record<NonNullable<LineResult>, string> = { right: 'green.subtle', wrong: 'red.subtle' };
const RESULT_MARK: Record<NonNullable<LineResult>, string> = { right: '✓', wrong: '✗' };

export interface CodeListingProps {
  code: string;
  /** The listing's accessible name. */
  label: string;
  selected: readonly number[];
  verdict: { right: number[]; wrong: number[] } | null;
  onToggle: (line: number) => void;
}

/**
 * The snippet as a multi-select list box: a line is selected by a click, or by moving to it
 * with the arrow keys (Home, End, Page Up/Down) and pressing Space or Enter. After a verdict
 * each selected line shows (and announces) whether it was right. Long lines wrap (keeping their
 * indentation), so every character is on screen at any width without scrolling sideways.
 */
export function CodeListing({ code, label, selected, verdict, onToggle }: CodeListingProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState(1);
  const list = useRef<HTMLUListElement>(null);

  const focusLine = (line: number) => {
    setActive(line);
    list.current?.querySelector<HTMLElement>(`[data-line="${line}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>, count: number) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      onToggle(active);
      return;
    }
    const next = nextLine(event.key, active, count);
    if (next === null) return;
    event.preventDefault();
    focusLine(next);
  };

  return (
    <Highlight code={code} language="tsx" theme={THEME}>
      {({ tokens, getLineProps, getTokenProps }) => (
        <Box borderWidth="1px" borderRadius="md" bg="bg.subtle" fontFamily="mono" fontSize="sm" lineHeight="1.6">
          <chakra.ul role="listbox" aria-multiselectable="true" aria-label={label} ref={list} className="code-listing" listStyleType="none" m="0" p="1" onKeyDown={(event) => onKeyDown(event, tokens.length)}>
            {tokens.map((line, index) => {
              const number = index + 1;
              const isSelected = selected.includes(number);
              const result = resultOf(number, verdict);
              const { className: lineClass, style: lineStyle } = getLineProps({ line });
              return (
                <chakra.li
                  key={number}
                  role="option"
                  aria-selected={isSelected}
                  tabIndex={number === active ? 0 : -1}
                  data-line={number}
                  data-result={result}
                  className={`code-line ${lineClass}${isSelected ? ' selected' : ''}`}
                  style={lineStyle}
                  display="flex"
                  gap="3"
                  px="2"
                  cursor="pointer"
                  borderRadius="sm"
                  borderLeftWidth="4px"
                  borderLeftColor={isSelected ? 'brand.solid' : 'transparent'}
                  bg={result ? RESULT_BG[result] : isSelected ? 'bg.emphasized' : undefined}
                  _hover={{ bg: result ? undefined : 'bg.muted' }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' }}
                  onClick={() => {
                    setActive(number);
                    onToggle(number);
                  }}
                >
                  <chakra.span color="fg.muted" minW="2.5em" textAlign="right" userSelect="none" className="code-line-number">
                    {number}
                  </chakra.span>
                  <chakra.span whiteSpace="pre-wrap" overflowWrap="anywhere" flex="1" minW="0" className="code-line-text">
                    {line.map((token, key) => {
                      const { className, style, children } = getTokenProps({ token });
                      return (
                        <span key={key} className={className} style={style}>
                          {children}
                        </span>
                      );
                    })}
                    {line.every((token) => !token.content) && ' '}
                  </chakra.span>
                  <chakra.span minW="1.5em" fontWeight="bold" color={result === 'right' ? 'green.fg' : 'red.fg'} aria-hidden="true">
                    {result ? RESULT_MARK[result] : ''}
                  </chakra.span>
                  {result && <chakra.span srOnly>{t(result === 'right' ? 'FIND_IT_LINE_RIGHT' : 'FIND_IT_LINE_WRONG')}</chakra.span>}
                </chakra.li>
              );
            })}
          </chakra.ul>
        </Box>
      )}
    </Highlight>
  );
}
