import { screen } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { renderWithProviders } from '@pulp/shared/test/render';
import en from '../../../i18n/en.json';
import pl from '../../../i18n/pl.json';
import ar from '../../../i18n/ar.json';
import { DeliveryEstimate } from './DeliveryEstimate';

/** The checkout's texts in one language, as the shop serves them. */
function checkoutI18n(language: string, texts: Record<string, string>): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({ lng: language, fallbackLng: 'en', resources: { [language]: { translation: texts }, en: { translation: en } }, initAsync: false });
  return instance;
}

function estimate(language: string, texts: Record<string, string>, eta: string | number | null, sentence = false): string {
  const { container, unmount } = renderWithProviders(<DeliveryEstimate eta={eta} sentence={sentence} />, { i18n: checkoutI18n(language, texts) });
  const text = container.textContent ?? '';
  unmount();
  return text;
}

describe('the delivery estimate', () => {
  it('counts its days in English plural forms, never "day(s)"', () => {
    expect(estimate('en', en, 1)).toBe('Expected delivery in 1 day');
    expect(estimate('en', en, '3')).toBe('Expected delivery in 3 days');
    expect(estimate('en', en, 5, true)).toBe('Expected delivery in 5 days.');
  });

  it('uses the forms of languages with more of them (Polish, Arabic)', () => {
    expect([1, 3, 5, 22].map((days) => estimate('pl', pl, days))).toEqual([
      'Przewidywana dostawa za 1 dzień',
      'Przewidywana dostawa za 3 dni',
      'Przewidywana dostawa za 5 dni',
      'Przewidywana dostawa za 22 dni',
    ]);
    expect([1, 2, 3, 11].map((days) => estimate('ar', ar, days))).toEqual([
      'التوصيل المتوقع خلال يوم واحد',
      'التوصيل المتوقع خلال يومين',
      'التوصيل المتوقع خلال 3 أيام',
      'التوصيل المتوقع خلال 11 يومًا',
    ]);
  });

  it('says so in a sentence where an order has no estimate', () => {
    renderWithProviders(<DeliveryEstimate eta={null} />, { i18n: checkoutI18n('en', en) });
    expect(screen.getByText('The delivery date is not known yet.')).toBeInTheDocument();
  });
});
