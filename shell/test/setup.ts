import { configStore, DEFAULT_CONFIGURATION, type ApplicationConfiguration } from '@pulp/shared';

type Overrides = { [K in keyof ApplicationConfiguration]?: Partial<ApplicationConfiguration[K]> };

/** Sets the loaded configuration: the defaults with some sections changed. */
export function configure(overrides: Overrides = {}): void {
  const config = structuredClone(DEFAULT_CONFIGURATION) as ApplicationConfiguration;
  for (const [section, values] of Object.entries(overrides)) Object.assign((config as unknown as Record<string, object>)[section], values);
  configStore.setState({ config, loaded: true });
}

export function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
