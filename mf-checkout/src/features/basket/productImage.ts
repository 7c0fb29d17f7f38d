/** Product pictures are served by the shop; full URLs and data URIs are used as they are. */
export function productImageUrl(image: string): string {
  return /^(https?:|data:|\/)/.test(image) ? image : `assets/public/images/products/${image}`;
}
