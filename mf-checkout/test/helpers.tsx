import type { ReactElement } from 'react';
import { renderWithProviders, testI18n } from '@pulp/shared/test/render';
import { Toaster } from '@pulp/shared/ui';
import en from '../i18n/en.json';
import shellEn from '../../shell/i18n/en.json';
import catalogEn from '../../mf-catalog/i18n/en.json';

// jsdom has no PointerEvent; Chakra's checkbox creates one when it loses focus.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventStub extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(window, { PointerEvent: PointerEventStub });
}

/** Renders a checkout component with the English texts the shop serves, and the snackbars. */
export function renderCheckout(ui: ReactElement, route = '/') {
  return renderWithProviders(
    <>
      {ui}
      <Toaster />
    </>,
    { i18n: testI18n(shellEn, catalogEn, en), route },
  );
}
