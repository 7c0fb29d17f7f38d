import type { ReactElement } from 'react';
import { renderPage, testI18n } from '@pulp/shared/test/render';
import en from '../i18n/en.json';

/** Renders a catalogue page at its route with the English texts and the snackbars. */
export function renderCatalogPage(page: ReactElement, path = '/') {
  return renderPage(page, { i18n: testI18n(en), path });
}
