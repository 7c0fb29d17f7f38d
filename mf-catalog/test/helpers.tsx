import type { ReactElement } from 'react';
import { renderWithSnackbars, testI18n } from '@pulp/shared/test/render';
import en from '../i18n/en.json';

/** Renders a catalog component with its English texts and the snackbars. */
export function renderCatalog(ui: ReactElement, route = '/') {
  return renderWithSnackbars(ui, { i18n: testI18n(en), route });
}
