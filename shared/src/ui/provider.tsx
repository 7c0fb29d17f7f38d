import { useEffect, useState, type ReactNode } from 'react';
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { languageTag } from '../contract/languages';
import { i18n } from '../i18n';
import { systemForDocument } from './global-styles';
import { pulpSystem } from './system';

/** The page's language as a BCP 47 tag, following every switch. */
function useLocale(): string {
  const [locale, setLocale] = useState(() => languageTag(i18n.language || 'en'));
  useEffect(() => {
    const follow = (language: string) => setLocale(languageTag(language));
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, []);
  return locale;
}

/**
 * Chakra with Pulp's system; the shell renders it once around the whole page. The locale
 * tells Chakra's interactive parts (menus, dialogs, sliders, popovers) the reading direction:
 * in Arabic they open, slide and move focus from the right (the page's own layout follows
 * <html dir>, which shared/src/i18n sets). The global styles come with the shell's document
 * when it carries them (see global-styles.ts).
 */
export function UiProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const [system] = useState(() => systemForDocument(pulpSystem, typeof document === 'undefined' ? undefined : document));
  return (
    <ChakraProvider value={system}>
      <LocaleProvider locale={locale}>{children}</LocaleProvider>
    </ChakraProvider>
  );
}
