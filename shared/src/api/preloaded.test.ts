import { stubFetch, type FetchStub } from '../../test/fetch-stub';
import { api } from './client';
import { adoptPreloadedData, getPreloadedOr } from './preloaded';

/** A document with the shell's data preload for the product search. */
function documentWithPreload(): Document {
  const doc = document.implementation.createHTMLDocument('shell');
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'fetch');
  link.href = `${window.location.origin}/rest/products/search`;
  doc.head.append(link);
  return doc;
}

describe('the document\'s data preloads', () => {
  let stub: FetchStub;
  let price = 6.49;
  beforeEach(() => {
    price = 6.49;
    stub = stubFetch({
      'GET /rest/products/search': () => ({ body: { data: [{ id: 1, price }] } }),
      'PUT /api/Products/1': () => {
        price = 5.25;
        return { body: { data: { id: 1, price } } };
      },
    });
  });
  afterEach(() => stub.restore());

  it('answer the first read once, then reads ask the server', async () => {
    adoptPreloadedData(documentWithPreload());
    await getPreloadedOr('/rest/products/search');
    expect(stub.callsTo('GET /rest/products/search')).toHaveLength(1);
    await getPreloadedOr('/rest/products/search');
    expect(stub.callsTo('GET /rest/products/search')).toHaveLength(2);
  });

  it('are dropped after a write: a page opened later shows what was written, not the answer from before', async () => {
    adoptPreloadedData(documentWithPreload());
    await api.put('/api/Products/1', { price: 5.25 });
    const answer = await getPreloadedOr<{ data: { price: number }[] }>('/rest/products/search');
    expect(answer.data[0].price).toBe(5.25);
  });
});
