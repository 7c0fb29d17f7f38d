import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@pulp/shared/router';
import { useConfig } from '@pulp/shared';

/** The search page's title depends on whether something is searched for. */
export const SEARCH_TITLES = { all: 'PAGE_TITLE_ALL_PRODUCTS', results: 'PAGE_TITLE_SEARCH_RESULTS' } as const;

/** The browser tab's text: the page's translated name and the configured shop name, or the shop name alone. */
export function documentTitle(shopName: string, pageName: string | null, format: (page: string, name: string) => string): string {
  return pageName ? format(pageName, shopName) : shopName;
}

interface PageTitleProps {
  /** Translation key of the page's name; none (the hidden routes, the sign-in return) shows the shop name alone. */
  titleKey?: string;
  /** The product grid: "All Products", or "Search Results" once q holds something. */
  search?: boolean;
}

/**
 * Keeps document.title in step with the page, the language and application.name (as the top
 * bar's brand does), so tabs, bookmarks and history read like the shop the trainer configured.
 */
export function PageTitle({ titleKey, search = false }: PageTitleProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const name = useConfig((state) => state.config.application.name);
  const key = search ? ((params.get('q') ?? '').trim() ? SEARCH_TITLES.results : SEARCH_TITLES.all) : titleKey;
  useEffect(() => {
    document.title = documentTitle(name, key ? t(key) : null, (page, shop) => t('PAGE_TITLE', { page, name: shop }));
  }, [t, key, name]);
  return null;
}
