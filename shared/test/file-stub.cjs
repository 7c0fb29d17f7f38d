module.exports = 'stub.svg';
