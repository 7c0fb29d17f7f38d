import { useMemo } from 'react';
import { getPreloadedOr, PATHS, useResource, type Product, type QuantityRecord } from '@pulp/shared';
import type { products as productEndpoints, ResponseOf } from '@pulp/shared/contract';

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

/** Whether a product's name or description holds the search text, ignoring case. */
export function matchesQuery(product: Product, query: string): boolean {
  const text = query.toLowerCase();
  return product.name.toLowerCase().includes(text) || product.description.toLowerCase().includes(text);
}

/**
 * The whole catalogue with stock, read once when the page opens (from the answers the shell
 * document preloaded in parallel with the code when this is the first screen). The search text never goes
 * to the server: the API's search is the injectable one of the SQL challenges, and honest
 * typing must neither show a database error nor solve a challenge.
 */
function useCatalogue(): ProductsState {
  const { data, loading, error } = useResource(
    async () => {
      // The document preloads these exact URLs; their answers are taken over, not asked again.
      const [products, quantities] = await Promise.all([
        getPreloadedOr<ResponseOf<typeof productEndpoints.search>>(PATHS.productSearch),
        getPreloadedOr<ResponseOf<typeof productEndpoints.quantities>>(`${PATHS.quantities}/`),
      ]);
      return withQuantities(products.data, quantities.data);
    },
    { initialData: [] as Product[] },
  );
  return { products: data, loading, error };
}

/** Products matching the search text (all of them for an empty search), filtered in the browser. */
export function useProducts(query: string): ProductsState {
  const catalogue = useCatalogue();
  const products = useMemo(() => (query ? catalogue.products.filter((product) => matchesQuery(product, query)) : catalogue.products), [catalogue.products, query]);
  return { ...catalogue, products };
}
