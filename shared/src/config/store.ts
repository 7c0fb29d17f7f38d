import { createStore, useStore } from 'zustand';
import { api } from '../api/client';
import { PATHS } from '../contract/paths';
import type { ResponseOf } from '../contract/endpoint';
import type { shop } from '../contract/shop';
import type { ApplicationConfiguration } from '../types/entities';
import { DEFAULT_CONFIGURATION } from './defaults';
import { bootData } from '../boot';

export interface ConfigState {
  config: ApplicationConfiguration;
  version: string | null;
  loaded: boolean;
  load: () => Promise<void>;
}

/**
 * The application configuration: the one the server rendered into the page when there is one,
 * else the defaults until the server's has loaded.
 */
export const configStore = createStore<ConfigState>()((set) => ({
  config: bootData()?.config ?? DEFAULT_CONFIGURATION,
  version: bootData()?.version ?? null,
  loaded: Boolean(bootData()?.config),
  load: async () => {
    const boot = bootData();
    if (boot?.config && typeof boot.version === 'string') {
      set({ config: boot.config, version: boot.version, loaded: true });
      return;
    }
    const [configuration, version] = await Promise.allSettled([
      api.get<ResponseOf<typeof shop.configuration>>(PATHS.applicationConfiguration),
      api.get<ResponseOf<typeof shop.version>>(PATHS.applicationVersion),
    ]);
    set({
      config: configuration.status === 'fulfilled' ? configuration.value.config : DEFAULT_CONFIGURATION,
      version: version.status === 'fulfilled' ? version.value.version : null,
      loaded: true,
    });
  },
}));

export function useConfig<T>(selector: (state: ConfigState) => T): T {
  return useStore(configStore, selector);
}

/** A logo that starts with http is reduced to its last path segment (served locally). */
export function logoFileName(logo: string): string {
  if (/^https?:/i.test(logo)) {
    const segments = logo.split('?')[0].split('/').filter(Boolean);
    return segments[segments.length - 1] ?? logo;
  }
  return logo;
}
