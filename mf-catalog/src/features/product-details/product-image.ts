/** Where a product's picture is: a relative name lives with the shop's product pictures. */
export function productImageUrl(image: string): string {
  return /^(https?:|data:|\/)/.test(image) ? image : `assets/public/images/products/${image}`;
}
