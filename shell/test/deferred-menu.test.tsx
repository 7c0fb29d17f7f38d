import { useEffect } from 'react';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@pulp/shared/test/render';
import { DeferredMenu } from '../src/features/menu/DeferredMenu';
import { AccountButton } from '../src/features/menu/menu-buttons';
import { shellI18n } from './helpers';

describe('a top-bar menu loaded on first use', () => {
  it('hands the focus from its placeholder to the loaded button before anything of the menu runs', async () => {
    // What the loaded menu's own code sees of the focus when it first runs.
    const seen: string[] = [];
    function LoadedMenu() {
      useEffect(() => {
        seen.push(document.activeElement?.id || document.activeElement?.tagName || 'none');
      }, []);
      return <AccountButton id="navbarAccount" aria-haspopup="menu" />;
    }
    let arrive: (menu: typeof LoadedMenu) => void = () => undefined;
    const load = () => new Promise<typeof LoadedMenu>((resolve) => (arrive = resolve));
    renderWithProviders(<DeferredMenu id="navbarAccount" Button={AccountButton} load={load} />, { i18n: shellI18n() });

    const placeholder = screen.getByRole('button', { name: 'Show/hide account menu' });
    expect(placeholder).toHaveAttribute('aria-busy', 'false');
    act(() => placeholder.focus());
    await act(async () => arrive(LoadedMenu));

    const loaded = screen.getByRole('button', { name: 'Show/hide account menu' });
    expect(loaded).not.toBe(placeholder);
    expect(loaded).not.toHaveAttribute('aria-busy');
    expect(loaded).toHaveFocus();
    expect(seen).toEqual(['navbarAccount']);
  });
});
