import { api, PATHS, pathTo, type Product, type QuantityRecord } from '@pulp/shared';
import type { products as productEndpoints, ResponseOf, staff } from '@pulp/shared/contract';

/** A product with its stock record (null when the product has none). */
export interface StockedProduct extends Product {
  stock: QuantityRecord | null;
}

/** Staff never send a negative price or stock count: below 0 becomes 0 (docs/behaviour.md, "Validation"). */
export function clampToZero(value: number): number {
  return value > 0 ? value : 0;
}

export async function loadStockedProducts(): Promise<StockedProduct[]> {
  const [products, quantities] = await Promise.all([
    api.get<ResponseOf<typeof productEndpoints.list>>(`${PATHS.products}/`),
    api.get<ResponseOf<typeof productEndpoints.quantities>>(`${PATHS.quantities}/`),
  ]);
  const byProduct = new Map(quantities.data.map((record) => [record.ProductId, record]));
  return products.data.map((product) => ({ ...product, stock: byProduct.get(product.id) ?? null }));
}

/** Sets a product's price; answers the product as stored. */
export async function updatePrice(productId: number, price: number): Promise<Product> {
  return (await api.put<ResponseOf<typeof staff.setPrice>>(pathTo(PATHS.product, { id: productId }), { price: clampToZero(price) })).data;
}

/** Sets a stock count by the quantity record's id; answers the record as stored. */
export async function updateQuantity(quantityId: number, quantity: number): Promise<QuantityRecord> {
  return (await api.put<ResponseOf<typeof staff.setStock>>(pathTo(PATHS.quantity, { id: quantityId }), { quantity: clampToZero(quantity) })).data;
}

/** Where a product's picture is served (seed images are file names under the shop's assets). */
export function productImageUrl(image: string): string {
  return /^(https?:|data:|\/)/.test(image) ? image : `assets/public/images/products/${image}`;
}
