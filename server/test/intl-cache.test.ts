import { cachedIntl } from '../src/i18n/intl-cache';

describe('Intl formatters kept per language and use', () => {
  const price = (locale: string) => cachedIntl('test price', locale, (tag) => new Intl.NumberFormat(tag, { minimumFractionDigits: 2 }));

  it('makes one per language and use, and hands it out again', () => {
    expect(price('de-DE')).toBe(price('de-DE'));
    expect(price('de-DE')).not.toBe(price('en'));
    expect(cachedIntl('test plural', 'de-DE', (tag) => new Intl.PluralRules(tag))).not.toBe(price('de-DE'));
  });

  it("formats in each language's own way whichever was asked first", () => {
    expect(price('de-DE').format(1234.5)).toBe('1.234,50');
    expect(price('en').format(1234.5)).toBe('1,234.50');
    expect(price('de-DE').format(0.5)).toBe('0,50');
  });
});
