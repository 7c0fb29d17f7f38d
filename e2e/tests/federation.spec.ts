import { expect, test } from '@playwright/test';
import { loginThroughUi, openShop, productCards } from '../support/shop';

test.describe('module federation', () => {
  test('the page holds one React, one session store and one socket across remotes', async ({ page }) => {
    // Load two remotes (catalog and account) into the same page.
    await loginThroughUi(page);
    await expect(productCards(page).first()).toBeVisible();

    const state = await page.evaluate(() => {
      const instances = (window as unknown as { __PULP_INSTANCES__: Record<string, Set<unknown>> }).__PULP_INSTANCES__;
      const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>> } }).__FEDERATION__;
      // Every share scope entry of a library: which versions were actually loaded, and from where.
      const loaded: Record<string, string[]> = {};
      for (const instance of Object.values(federation?.__SHARE__ ?? {})) {
        for (const scope of Object.values(instance)) {
          for (const [library, versions] of Object.entries(scope)) {
            for (const [version, share] of Object.entries(versions)) {
              if (share.loaded) (loaded[library] ??= []).push(`${version}@${share.from}`);
            }
          }
        }
      }
      // Remotes use the shell's federation runtime rather than each bundling a copy: every
      // federation instance in the page is built by the same class.
      const federationInstances = (window as unknown as { __FEDERATION__?: { __INSTANCES__?: object[] } }).__FEDERATION__?.__INSTANCES__ ?? [];
      return {
        federationInstances: federationInstances.length,
        federationRuntimes: new Set(federationInstances.map((instance) => instance.constructor)).size,
        react: instances.react?.size ?? 0,
        sessionStore: instances.sessionStore?.size ?? 0,
        sockets: instances.socket?.size ?? 0,
        loaded,
      };
    });
    expect(state.react).toBe(1);
    expect(state.sessionStore).toBe(1);
    for (const library of ['react', 'react-dom', '@pulp/shared', '@pulp/shared/ui', 'i18next', 'zustand']) {
      // Every federation instance sees the same share entry: one distinct version and provider.
      expect(new Set(state.loaded[library] ?? []).size, library).toBe(1);
    }
    expect(state.sockets).toBe(1);
    expect(state.federationInstances).toBeGreaterThanOrEqual(3);
    expect(state.federationRuntimes).toBe(1);
  });

  test('the socket is opened once, by the shell, and carries the search text', async ({ page }) => {
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await openShop(page, '/search?q=zinger');
    await expect(productCards(page)).toHaveCount(1);
    await openShop(page, '/login');
    await page.goto('/#/search');
    await expect(productCards(page).first()).toBeVisible();
    expect(sockets.filter((url) => url.includes('/socket.io/'))).toHaveLength(1);
  });

  test('a remote that cannot be served leaves the shell and the other remotes working', async ({ page }) => {
    // The account remote's files stop being served.
    await page.route('**/mf/account/**', (route) => route.abort('connectionrefused'));
    await openShop(page, '/login');
    const errorCard = page.locator('.error-card');
    await expect(errorCard).toBeVisible();
    await expect(errorCard).toContainText('This part of the shop could not be loaded');

    // The shell still works, and so does the catalog remote.
    await page.getByRole('button', { name: 'Back to homepage' }).click();
    await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
    await expect(productCards(page).first()).toBeVisible();
    await page.locator('#navbarLanguageButton').click();
    await expect(page.getByRole('radio', { name: 'Deutsch' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Once the remote is back, the retry loads it without a page reload.
    await page.goto('/#/login');
    await expect(errorCard).toBeVisible();
    await page.unroute('**/mf/account/**');
    await errorCard.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('#login-form')).toBeVisible();
  });
});
