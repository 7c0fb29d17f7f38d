import { useEffect, useState } from 'react';
import { api, errorMessage, type DataEnvelope, type Product, type QuantityRecord } from '@pulp/shared';

export interface ProductsState {
  products: Product[];
  loading: boolean;
  error: string | null;
}

/** Joins each product with its stock from the quantity list. */
export function withQuantities(products: Product[], quantities: QuantityRecord[]): Product[] {
  const byProduct = new Map(quantities.map((record) => [record.ProductId, record.quantity]));
  return products.map((product) => ({ ...product, quantity: byProduct.get(product.id) }));
}

/** Products matching the search text (all of them for an empty search). */
export function useProducts(query: string): ProductsState {
  const [state, setState] = useState<ProductsState>({ products: [], loading: true, error: null });
  useEffect(() => {
    let active = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    Promise.all([
      api.get<DataEnvelope<Product[]>>('/rest/products/search', query ? { q: query } : undefined),
      api.get<DataEnvelope<QuantityRecord[]>>('/api/Quantitys/'),
    ])
      .then(([products, quantities]) => {
        if (active) setState({ products: withQuantities(products.data, quantities.data), loading: false, error: null });
      })
      .catch((error: unknown) => {
        if (active) setState({ products: [], loading: false, error: errorMessage(error) });
      });
    return () => {
      active = false;
    };
  }, [query]);
  return state;
}
