// Holds this remote's exposed modules to the exposes contract (shared/src/contract/remote-modules.ts)
// in the type check: each takes exactly the props the contract gives it. Type-only: webpack
// builds the exposed modules from webpack.config.js, and nothing imports this file.
import type { ComponentType } from 'react';
import type { ExposedModule, ExposedProps } from '@pulp/shared/contract';
import type SearchPage from '../features/search/SearchPage';
import type AboutPage from '../features/about/AboutPage';
import type PhotoWallPage from '../features/photo-wall/PhotoWallPage';
import type TokenSalePage from '../features/token-sale/TokenSalePage';

type Exposed = { [M in ExposedModule<'catalog'>]: ComponentType<ExposedProps<'catalog', M>> };

export type ExposesContract = {
  SearchPage: typeof SearchPage;
  AboutPage: typeof AboutPage;
  PhotoWallPage: typeof PhotoWallPage;
  TokenSalePage: typeof TokenSalePage;
} extends infer Actual
  ? Actual extends Exposed
    ? Exposed extends { [M in keyof Actual]: unknown }
      ? true
      : 'this remote exposes a module the contract does not list'
    : 'the contract lists a module this remote does not expose, or one takes other props'
  : never;

// Fails to compile unless the check above is true.
export const EXPOSES_MATCH_CONTRACT: ExposesContract = true;
