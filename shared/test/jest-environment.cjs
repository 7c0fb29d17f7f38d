// jsdom plus the Node web APIs ky and i18next need (jsdom lacks fetch and friends).
const JsdomEnvironment = require('jest-environment-jsdom').default;

class PulpDomEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['TextEncoder', 'TextDecoder', 'fetch', 'Request', 'Response', 'Headers', 'FormData', 'ReadableStream', 'Blob', 'AbortController', 'AbortSignal', 'structuredClone', 'BroadcastChannel']) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = PulpDomEnvironment;
