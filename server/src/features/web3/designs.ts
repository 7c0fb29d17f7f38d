/**
 * Pulp Collectibles, the gallery's designs. The pictures are drawn by the gallery page itself
 * (mf-checkout/src/features/nft-gallery/NftArt.tsx); names and texts are translated there.
 */
export interface NftDesignDefinition {
  slug: string;
  /** unique: one, seeded; limited: up to `supply`; open: any number; reserved: not for customers. */
  edition: 'unique' | 'limited' | 'open' | 'reserved';
  supply: number | null;
  /** PLP a mint costs. */
  price: number | null;
  /** Bound to its first owner's wallet for good. */
  soulBound: boolean;
}

export const NFT_DESIGNS: readonly NftDesignDefinition[] = [
  // The official token: seeded into the treasury wallet, never minted again.
  { slug: 'pulp-genesis', edition: 'unique', supply: 1, price: null, soulBound: true },
  { slug: 'citrus-sticker', edition: 'open', supply: null, price: 25, soulBound: false },
  { slug: 'mango-sunrise', edition: 'limited', supply: 10, price: 60, soulBound: false },
  // Reserved for the team's partners: the gallery shows it, but offers no mint.
  { slug: 'honey-pot', edition: 'reserved', supply: 1, price: 50, soulBound: false },
];

export function designOf(slug: string): NftDesignDefinition | undefined {
  return NFT_DESIGNS.find((design) => design.slug === slug);
}

/** Whether customers may mint a design (the gallery offers a mint button only for these). */
export const isOpenForMinting = (design: NftDesignDefinition) => design.edition === 'open' || design.edition === 'limited';
