import { forwardRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton, PulpIcon, Text } from '@pulp/shared/ui';

type ButtonProps = ComponentProps<typeof IconButton>;

/** The account menu's button, the same before and after the menu itself has loaded. */
export const AccountButton = forwardRef<HTMLButtonElement, ButtonProps>(function AccountButton(props, ref) {
  const { t } = useTranslation();
  return (
    <IconButton ref={ref} aria-label={t('ACCOUNT_MENU')} variant="ghost" color="topbar.fg" {...props}>
      <PulpIcon name="user" />
      <Text as="span" hideBelow="md" fontSize="sm" ms="1">
        {t('TITLE_ACCOUNT')}
      </Text>
    </IconButton>
  );
});

/** The language menu's button, likewise. */
export const LanguageButton = forwardRef<HTMLButtonElement, ButtonProps>(function LanguageButton(props, ref) {
  const { t, i18n } = useTranslation();
  // The code in parentheses: the name "Language selection menu" does not contain it, and a
  // parenthesis may differ from the name (WCAG 2.5.3).
  return (
    <IconButton ref={ref} aria-label={t('LANGUAGE_SELECTION_MENU')} variant="ghost" color="topbar.fg" {...props}>
      <PulpIcon name="language" />
      <Text as="span" fontSize="xs" fontWeight="bold" ms="1" hideBelow="sm">
        ({i18n.language?.split('_')[0].toUpperCase()})
      </Text>
    </IconButton>
  );
});
