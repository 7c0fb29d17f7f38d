import fs from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { ChakraProvider } from '@chakra-ui/react';
import { GLOBAL_STYLES_ELEMENT_ID, systemForDocument } from './global-styles';
import { UiProvider } from './provider';
import { pulpSystem } from './system';

/** The stylesheet the shell's build inlines into its document (shared/build/webpack.cjs). */
const STYLESHEET = path.join(__dirname, 'global-styles.css');

/** The CSS emotion inserts while rendering `ui`, in insertion order. */
function insertedCss(ui: ReactNode): string {
  const container = document.createElement('div');
  document.head.append(container);
  // Not speedy: each rule stays readable as the text of its style element.
  const cache = createCache({ key: 'measure', container, speedy: false });
  const { unmount } = render(
<CacheProvider value={cache}>{ui}</CacheProvider>
  );
  const css = [...container.querySelectorAll('style')].map((style) => style.textContent).join('');
  unmount();
  container.remove();
  return css;
}

/** The CSS emotion inserts for what ChakraProvider renders with `system`. */
const insertedGlobalCss = (system = pulpSystem) => insertedCss(<ChakraProvider value={system}>{null}</ChakraProvider>);

describe('the global styles built ahead of time', () => {
  it('are exactly what the system would insert at run time', () => {
    const expected = insertedGlobalCss();
    expect(expected).toContain('--chakra-colors-brand-700');
    if (process.env.PULP_WRITE_GLOBAL_STYLES === '1') fs.writeFileSync(STYLESHEET, expected);
    // After a change of the theme, Chakra or emotion, write the file again:
    // PULP_WRITE_GLOBAL_STYLES=1 pnpm --filter ./shared exec jest src/ui/global-styles.test.tsx
    expect(fs.readFileSync(STYLESHEET, 'utf8')).toBe(expected);
  });

  it('are left to the document when it carries them, and inserted at run time when it does not', () => {
    expect(systemForDocument(pulpSystem, document)).toBe(pulpSystem);
    const carried = document.createElement('style');
    carried.id = GLOBAL_STYLES_ELEMENT_ID;
    document.head.append(carried);
    try {
      const system = systemForDocument(pulpSystem, document);
      expect(insertedGlobalCss(system)).not.toContain('--chakra-colors');
      // Only the order of the cascade layers is still declared, as ChakraProvider always does.
      expect(insertedGlobalCss(system)).toBe('@layer reset,base,tokens,recipes;');
      expect(system.css({ color: 'brand.solid' })).toEqual(pulpSystem.css({ color: 'brand.solid' }));
    } finally {
      carried.remove();
    }
  });

  it('come from the UI provider when the document does not carry them', () => {
    const inserted = insertedCss(
      <UiProvider>
        <p>page</p>
      </UiProvider>,
    );
    expect(inserted).toBe(fs.readFileSync(STYLESHEET, 'utf8'));
  });
});
