import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { chakra } from '@pulp/shared/ui';

/** The id of the page's main area, which the skip link moves the focus to. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content": the first stop of the Tab order, shown only while focused, so keyboard
 * users pass the top bar's controls in one step (WCAG 2.4.1). The shop routes by the URL's
 * hash, so the link moves the focus itself instead of following its #fragment.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <chakra.a
      href={`#${MAIN_CONTENT_ID}`}
      className="skip-link"
      onClick={skip}
      position="fixed"
      top="2"
      insetStart="2"
      zIndex="skipLink"
      px="4"
      py="2"
      borderRadius="md"
      bg="bg"
      color="fg"
      fontWeight="semibold"
      boxShadow="lg"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'none', outline: '2px solid', outlineColor: 'brand.fg', outlineOffset: '2px' }}
    >
      {t('SKIP_TO_CONTENT')}
    </chakra.a>
  );
}
