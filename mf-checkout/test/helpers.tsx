import type { ReactElement } from 'react';
import { renderWithSnackbars, testI18n } from '@pulp/shared/test/render';
import en from '../i18n/en.json';
import shellEn from '../../shell/i18n/en.json';
import catalogEn from '../../mf-catalog/i18n/en.json';

/** Renders a checkout component with the English texts the shop serves, and the snackbars. */
export function renderCheckout(ui: ReactElement, route = '/') {
  return renderWithSnackbars(ui, { i18n: testI18n(shellEn, catalogEn, en), route });
}
