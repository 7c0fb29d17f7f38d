import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, PATHS, changeLanguage, languageTag, type LanguageEntry } from '@pulp/shared';
import type { ResponseOf, shop } from '@pulp/shared/contract';
import { Box, Button, Portal, showConfirmation, showError, Text } from '@pulp/shared/ui';
import { Popover } from '@pulp/shared/ui-extra';
import { LanguageButton } from '../menu/menu-buttons';
import type { OpenableMenuProps } from '../menu/DeferredMenu';

/** A language counts as well translated above 70 %. */
export const WELL_TRANSLATED = 70;

/** The language menu: languages from the server with their translation completeness. */
export function LanguageMenu({ defaultOpen = false }: OpenableMenuProps) {
  const { t, i18n } = useTranslation();
  const [languages, setLanguages] = useState<LanguageEntry[]>([]);
  const [open, setOpen] = useState(defaultOpen);

  useEffect(() => {
    api
      .get<ResponseOf<typeof shop.languages>>(PATHS.languages)
      .then(setLanguages)
      .catch((error: unknown) => {
        console.error('Languages could not be loaded', error);
      });
  }, []);

  const choose = async (language: LanguageEntry) => {
    setOpen(false);
    // The language in use, chosen again: nothing changes, so nothing is confirmed or offered.
    if (language.key === i18n.language) return;
    try {
      await changeLanguage(language.key);
      // i18n.t, not t: t was bound to the language of the last render.
      showConfirmation(i18n.t('LANGUAGE_CHANGED', { language: language.lang }), {
        action: { label: i18n.t('BTN_FORCE_RELOAD'), onClick: () => window.location.reload() },
      });
    } catch (error) {
      showError(String(error));
    }
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ placement: 'bottom-end' }}
      ids={{ trigger: 'navbarLanguageButton' }}
    >
      <Popover.Trigger asChild>
        <LanguageButton />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="auto">
            <Popover.Body p="1" role="radiogroup" aria-label={t('LANGUAGE_SELECTION_MENU')}>
              {languages.map((language) => {
                const selected = i18n.language === language.key;
                return (
                  <Button
                    key={language.key}
                    role="radio"
                    aria-checked={selected}
                    aria-label={language.lang}
                    variant={selected ? 'subtle' : 'ghost'}
                    colorPalette="brand"
                    width="240px"
                    justifyContent="space-between"
                    onClick={() => choose(language)}
                    display="flex"
                  >
                    <Box as="span" display="flex" alignItems="center" gap="2">
                      <Text as="span" className="language-code" fontSize="xs" fontWeight="bold" color="fg.muted" minW="6" aria-hidden="true">
                        {language.shortKey}
                      </Text>
                      {/* Each name in its own language and script, spoken as such. */}
                      <Box as="span" lang={languageTag(language.key)} dir="auto">
                        {language.lang}
                      </Box>
                    </Box>
                    <Text
                      as="span"
                      fontSize="xs"
                      className={language.percentage > WELL_TRANSLATED ? 'confirmation' : 'error'}
                      color={language.percentage > WELL_TRANSLATED ? 'green.fg' : 'red.fg'}
                    >
                      {language.percentage}%
                    </Text>
                  </Button>
                );
              })}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
