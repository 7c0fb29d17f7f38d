// jsdom plus the Node web APIs ky and i18next need (jsdom lacks fetch and friends).
const JsdomEnvironment = require('jest-environment-jsdom').default;

class PulpDomEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    const JsdomFormData = this.global.FormData;
    for (const name of ['TextEncoder', 'TextDecoder', 'fetch', 'Request', 'Response', 'Headers', 'FormData', 'ReadableStream', 'Blob', 'AbortController', 'AbortSignal', 'structuredClone', 'BroadcastChannel']) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    // Node's FormData (which fetch needs) cannot read a <form>; React 19 builds one from the
    // submitted form when a submit handler starts a transition (react-router's navigate).
    const NodeFormData = this.global.FormData;
    this.global.FormData = class FormDataFromForms extends NodeFormData {
      constructor(form, submitter) {
        super();
        if (form !== undefined) for (const [key, value] of new JsdomFormData(form, submitter ?? undefined)) this.append(key, value);
      }
    };
  }
}

module.exports = PulpDomEnvironment;
