import { screen } from '@testing-library/react';
import { configStore, connectSocket, DEFAULT_CONFIGURATION } from '@pulp/shared';
import { lastSocket } from '@pulp/shared/test/fake-socket';
import { renderCatalogPage } from '../../../test/page-helpers';
import TokenSalePage from './TokenSalePage';

jest.mock(require('@pulp/shared/test/socket-io-path.cjs'), () => require('@pulp/shared/test/fake-socket').fakeSocketIo);

beforeAll(() => {
  connectSocket();
});

describe('token sale', () => {
  it('presents the configured altcoin', () => {
    configStore.setState({ config: { ...DEFAULT_CONFIGURATION, application: { ...DEFAULT_CONFIGURATION.application, altcoinName: 'Squeezium' } }, loaded: true });
    renderCatalogPage(<TokenSalePage />, '/token-sale');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Squeezium – the juiciest coin on the chain');
    expect(screen.getByText('1,000,000,000 Squeezium')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Whitepaper' })).toBeVisible();
  });

  it('tells the server the route it was opened at', () => {
    const socket = lastSocket();
    socket.emitted.length = 0;
    renderCatalogPage(<TokenSalePage />, '/some-hidden-route');
    expect(socket.emitted).toEqual([{ event: 'verifyTokenSaleChallenge', payload: '/some-hidden-route' }]);
  });
});
