// socket.io-client as the shared package resolves it: apps mock this path, because
// they cannot resolve socket.io-client themselves.
module.exports = require.resolve('socket.io-client');
