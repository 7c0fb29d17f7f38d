import { useTranslation } from 'react-i18next';

/**
 * What the profile entry (named "Go to user profile") shows: "User profile" and the email in
 * parentheses. The name contains the visible words, and a parenthesis may differ from the name
 * (WCAG 2.5.3), so the email can stay on show without contradicting the name.
 */
export function ProfileText({ email }: { email: string | null }) {
  const { t } = useTranslation();
  return (
    <span>
      {t('MENU_PROFILE')}
      {email && (
        <>
          {' ('}
          <bdi>{email}</bdi>)
        </>
      )}
    </span>
  );
}
