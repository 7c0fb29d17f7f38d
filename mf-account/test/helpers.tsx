import type { ReactElement } from 'react';
import { renderPage, testI18n } from '@pulp/shared/test/render';
import { sessionStore } from '@pulp/shared';
import en from '../i18n/en.json';

export const i18n = testI18n(en);

/** Renders an account page at its route with the English texts and the snackbars. */
export function renderAccountPage(page: ReactElement, path = '/', route = path) {
  return renderPage(page, { i18n, path, route });
}

/** A token like the server's (the client only decodes it, so it needs no signature). */
export function fakeToken(data: { id: number; email: string; role?: string; lastLoginIp?: string }): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode({ status: 'success', data: { role: 'customer', ...data } })}.signature`;
}

export function logInAs(data: Parameters<typeof fakeToken>[0], bid = 7): string {
  const token = fakeToken(data);
  sessionStore.getState().login(token, bid);
  return token;
}

/** A clean browser between tests: no session, no storage. */
export function resetBrowser(): void {
  sessionStore.getState().logout();
  localStorage.clear();
  sessionStorage.clear();
}
