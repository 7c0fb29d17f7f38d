import { ApiError, errorMessage } from './errors';
import { messageKey, SERVER_MESSAGE_KEYS, translateMessage } from './messages';
import { i18n } from '../i18n';
import en from '../../../shell/i18n/en.json';
import de from '../../../shell/i18n/de.json';

describe('server messages for people', () => {
  beforeAll(async () => {
    await i18n.init({ lng: 'de', fallbackLng: 'en', resources: { en: { translation: en }, de: { translation: de } }, interpolation: { escapeValue: false } });
  });

  it('maps every listed server sentence to a key that English and German both translate', () => {
    for (const [sentence, key] of Object.entries(SERVER_MESSAGE_KEYS)) {
      expect([sentence, (en as Record<string, string>)[key]]).toEqual([sentence, expect.any(String)]);
      expect([sentence, (de as Record<string, string>)[key]]).toEqual([sentence, expect.any(String)]);
    }
  });

  it('shows a German page the German sentence, and an unknown sentence as sent', () => {
    expect(translateMessage('Invalid email or password.')).toBe('Ungültige E-Mail-Adresse oder ungültiges Passwort.');
    expect(messageKey('email must be unique')).toBe('MESSAGE_EMAIL_TAKEN');
    expect(translateMessage('Something only the server knows')).toBe('Something only the server knows');
  });

  it('words every failure without an answer (status 0) as the shop being unreachable', () => {
    expect(errorMessage(new ApiError(0, 'Request timed out: GET http://127.0.0.1/rest/basket/1', null))).toBe(de.MESSAGE_OFFLINE);
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(de.MESSAGE_OFFLINE);
    expect(errorMessage(new ApiError(401, 'Invalid email or password.', null))).toBe(de.MESSAGE_INVALID_LOGIN);
  });
});
