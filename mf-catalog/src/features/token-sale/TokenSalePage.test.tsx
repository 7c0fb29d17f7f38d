import { screen } from '@testing-library/react';
import { configStore, DEFAULT_CONFIGURATION } from '@pulp/shared';
import { renderCatalogPage } from '../../../test/page-helpers';
import TokenSalePage from './TokenSalePage';

describe('token sale', () => {
  it('presents the configured altcoin', () => {
    configStore.setState({ config: { ...DEFAULT_CONFIGURATION, application: { ...DEFAULT_CONFIGURATION.application, altcoinName: 'Squeezium' } }, loaded: true });
    renderCatalogPage(<TokenSalePage />, '/token-sale');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Squeezium – the juiciest coin on the chain');
    expect(screen.getByText('1,000,000,000 Squeezium')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Whitepaper' })).toBeVisible();
  });
});
