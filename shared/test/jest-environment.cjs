// jsdom plus the Node web APIs ky and i18next need (jsdom lacks fetch and friends).
const JsdomEnvironment = require('jest-environment-jsdom').default;

/**
 * Node's FormData (what Node's fetch can send) that can also be built from a form element,
 * as browsers allow: React 19 does `new FormData(form, submitter)` when a submit handler
 * navigates inside a transition. Text fields are copied; files keep name and type only.
 */
function formDataReadingForms(NodeFormData, DomFormData) {
  return class FormData extends NodeFormData {
    constructor(form, submitter) {
      super();
      if (form === undefined || form === null) return;
      for (const [name, value] of new DomFormData(form, submitter ?? null)) {
        if (typeof value === 'string') this.append(name, value);
        else this.append(name, new File([], value.name, { type: value.type }));
      }
    }
  };
}

class PulpDomEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    const DomFormData = this.global.FormData;
    for (const name of ['TextEncoder', 'TextDecoder', 'fetch', 'Request', 'Response', 'Headers', 'FormData', 'ReadableStream', 'Blob', 'AbortController', 'AbortSignal', 'structuredClone', 'BroadcastChannel']) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    this.global.FormData = formDataReadingForms(globalThis.FormData, DomFormData);
  }
}

module.exports = PulpDomEnvironment;
