// Holds this remote's exposed modules to the exposes contract (shared/src/contract/remote-modules.ts)
// in the type check: each takes exactly the props the contract gives it. Type-only: webpack
// builds the exposed modules from exposes.json, and nothing imports this file.
import type { ExposesMatch } from '@pulp/shared/contract';
import type SearchPage from '../features/search/SearchPage';
import type AboutPage from '../features/about/AboutPage';
import type PhotoWallPage from '../features/photo-wall/PhotoWallPage';
import type TokenSalePage from '../features/token-sale/TokenSalePage';
import type PromotionPage from '../features/promotion/PromotionPage';

export type ExposesContract = ExposesMatch<
  'catalog',
  {
    SearchPage: typeof SearchPage;
    AboutPage: typeof AboutPage;
    PhotoWallPage: typeof PhotoWallPage;
    TokenSalePage: typeof TokenSalePage;
    PromotionPage: typeof PromotionPage;
  }
>;

// Fails to compile unless the check above is true.
export const EXPOSES_MATCH_CONTRACT: ExposesContract = true;
