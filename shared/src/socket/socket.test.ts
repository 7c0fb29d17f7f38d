import { FakeSocket, createdSockets, fakeSocketIo } from '../../test/fake-socket';
import { connectSocket, disconnectSocket, emitSocket, getSocket, onSocket, socketConnectionCount } from './index';
import { instanceCounts } from '../instances';

jest.mock('socket.io-client', () => require('../../test/fake-socket').fakeSocketIo);

afterAll(() => disconnectSocket());

describe('the page socket', () => {
  it('does nothing before the shell connects', () => {
    expect(getSocket()).toBeNull();
    expect(() => emitSocket('verifyLocalXssChallenge', 'x')).not.toThrow();
    const stop = onSocket('challenge solved', () => undefined);
    expect(() => stop()).not.toThrow();
  });

  it('opens one connection to the page origin, however often it is asked', () => {
    expect(fakeSocketIo.io).toBeDefined();
    const first = connectSocket();
    const second = connectSocket();
    expect(second).toBe(first);
    expect(createdSockets).toHaveLength(1);
    expect(createdSockets[0].origin).toBe('http://127.0.0.1:3000');
    expect(createdSockets[0].options).toMatchObject({ path: '/socket.io' });
    expect(socketConnectionCount()).toBe(1);
    expect(instanceCounts().socket).toBe(1);
  });

  it('lets anyone emit and listen, and stop listening', () => {
    const socket = getSocket() as unknown as FakeSocket;
    emitSocket('notification received', 'flag-1');
    expect(socket.emitted).toEqual([{ event: 'notification received', payload: 'flag-1' }]);

    const heard: unknown[] = [];
    const stop = onSocket<{ key: string }>('challenge solved', (event) => heard.push(event.key));
    socket.receive('challenge solved', { key: 'scoreBoardChallenge' });
    stop();
    socket.receive('challenge solved', { key: 'another' });
    expect(heard).toEqual(['scoreBoardChallenge']);
    expect(socket.listenerCount('challenge solved')).toBe(0);
  });

  it('forgets the socket when disconnected', () => {
    const socket = getSocket() as unknown as FakeSocket;
    disconnectSocket();
    expect(socket.connected).toBe(false);
    expect(getSocket()).toBeNull();
  });
});
