/** Pulp's catalogue: our own products, texts and generated artwork (see product-art.ts). */

export type ArtKind = 'bottle' | 'carton' | 'can' | 'glass' | 'shirt' | 'hoodie' | 'mug' | 'sticker' | 'cap' | 'tote' | 'box' | 'book' | 'keyring';

export interface ProductSeed {
  slug: string;
  name: string;
  description: string;
  price: number;
  deluxePrice: number;
  quantity: number;
  limitPerUser?: number;
  /** Taken out of the shop (deletedAt set): no page lists it any more. */
  withdrawn?: boolean;
  art: { kind: ArtKind; colors: [string, string]; label?: string };
}

export const PRODUCTS: ProductSeed[] = [
  { slug: 'blood-orange-press', name: 'Blood Orange Press', description: 'Cold-pressed Sicilian blood oranges with a ruby blush and a gentle bitter edge.', price: 3.49, deluxePrice: 2.99, quantity: 120, art: { kind: 'bottle', colors: ['#c2410c', '#fed7aa'], label: 'BO' } },
  { slug: 'alpine-apple', name: 'Alpine Apple Juice', description: 'Cloudy juice from mountain orchards, pressed the day the apples fall.', price: 1.99, deluxePrice: 1.79, quantity: 200, art: { kind: 'carton', colors: ['#65a30d', '#ecfccb'], label: 'AA' } },
  { slug: 'mango-sunrise', name: 'Mango Sunrise', description: 'Ripe Alphonso mango layered with a splash of passion fruit.', price: 2.99, deluxePrice: 2.49, quantity: 80, art: { kind: 'bottle', colors: ['#f59e0b', '#fef3c7'], label: 'MS' } },
  { slug: 'green-machine', name: 'Green Machine Smoothie', description: 'Kale, cucumber, green apple and lime. Tastes better than it sounds, we promise.', price: 4.29, deluxePrice: 3.59, quantity: 45, art: { kind: 'glass', colors: ['#16a34a', '#dcfce7'] } },
  { slug: 'beet-it', name: 'Beet It', description: 'Beetroot, carrot and ginger: earthy, sweet and with a proper kick.', price: 3.19, deluxePrice: 2.69, quantity: 60, art: { kind: 'bottle', colors: ['#9d174d', '#fce7f3'], label: 'BI' } },
  { slug: 'lemon-zinger', name: 'Lemon Zinger', description: 'Sparkling lemonade with fresh-squeezed lemons and a hint of rosemary.', price: 1.49, deluxePrice: 1.29, quantity: 150, art: { kind: 'can', colors: ['#eab308', '#fefce8'], label: 'LZ' } },
  { slug: 'pomegranate-gold', name: 'Pomegranate Gold', description: 'Pure pomegranate juice, nothing added. Rich in colour and in tannins.', price: 5.99, deluxePrice: 4.99, quantity: 4, art: { kind: 'bottle', colors: ['#be123c', '#ffe4e6'], label: 'PG' } },
  { slug: 'watermelon-breeze', name: 'Watermelon Breeze', description: 'Watermelon and mint, blended light for hot afternoons.', price: 2.49, deluxePrice: 2.09, quantity: 90, art: { kind: 'glass', colors: ['#f43f5e', '#dcfce7'] } },
  { slug: 'carrot-classic', name: 'Carrot Classic', description: 'Straight carrot juice with a squeeze of orange to round it off.', price: 1.89, deluxePrice: 1.59, quantity: 110, art: { kind: 'carton', colors: ['#ea580c', '#ffedd5'], label: 'CC' } },
  { slug: 'cranberry-crush', name: 'Cranberry Crush', description: 'Tart cranberries tamed with a little apple. Sharp and refreshing.', price: 2.79, deluxePrice: 2.29, quantity: 0, art: { kind: 'bottle', colors: ['#b91c1c', '#fee2e2'], label: 'CR' } },
  { slug: 'pineapple-punch', name: 'Pineapple Punch', description: 'Golden pineapple with coconut water: a holiday in a bottle.', price: 2.69, deluxePrice: 2.19, quantity: 75, art: { kind: 'bottle', colors: ['#ca8a04', '#fef9c3'], label: 'PP' } },
  { slug: 'berry-bomb', name: 'Berry Bomb', description: 'Strawberry, raspberry, blueberry and blackcurrant in one dark purple sip.', price: 3.89, deluxePrice: 3.29, quantity: 3, art: { kind: 'glass', colors: ['#7e22ce', '#f3e8ff'] } },
  { slug: 'grapefruit-gust', name: 'Pink Grapefruit Gust', description: 'Pink grapefruit with a pinch of sea salt. Bitter, bright, grown-up.', price: 2.59, deluxePrice: 2.09, quantity: 55, art: { kind: 'can', colors: ['#fb7185', '#fff1f2'], label: 'GG' } },
  { slug: 'ginger-shot', name: 'Ginger Shot Sixpack', description: 'Six fiery 60 ml shots of ginger, lemon and cayenne.', price: 7.99, deluxePrice: 6.49, quantity: 30, limitPerUser: 5, art: { kind: 'box', colors: ['#d97706', '#fffbeb'], label: '6x' } },
  { slug: 'tomato-savory', name: 'Savory Tomato', description: 'Vine tomatoes with celery salt and black pepper, ready for brunch.', price: 1.79, deluxePrice: 1.49, quantity: 65, art: { kind: 'carton', colors: ['#dc2626', '#fee2e2'], label: 'ST' } },
  { slug: 'kiwi-lime', name: 'Kiwi Lime Cooler', description: 'Green kiwi and lime over crushed ice. Seeds included, at no extra charge.', price: 2.89, deluxePrice: 2.39, quantity: 5, art: { kind: 'glass', colors: ['#4d7c0f', '#ecfccb'] } },
  { slug: 'peach-nectar', name: 'White Peach Nectar', description: 'Velvety nectar from white peaches, thick enough to eat with a spoon.', price: 3.29, deluxePrice: 2.79, quantity: 40, art: { kind: 'bottle', colors: ['#fdba74', '#fff7ed'], label: 'WP' } },
  { slug: 'cold-brew-citrus', name: 'Cold Brew Citrus', description: 'Cold brew coffee with orange zest. For people who cannot decide.', price: 3.99, deluxePrice: 3.39, quantity: 35, art: { kind: 'can', colors: ['#78350f', '#fde68a'], label: 'CB' } },
  { slug: 'elderflower-fizz', name: 'Elderflower Fizz', description: 'Home-style elderflower cordial topped with sparkling water.', price: 2.19, deluxePrice: 1.89, quantity: 0, art: { kind: 'bottle', colors: ['#a3a3a3', '#fafaf9'], label: 'EF' } },
  { slug: 'juice-cleanse', name: 'Three-Day Juice Cleanse', description: 'Eighteen bottles, three days, one very empty fridge afterwards. <em>Consult your doctor before cleansing.</em>', price: 59.99, deluxePrice: 49.99, quantity: 12, art: { kind: 'box', colors: ['#0f766e', '#ccfbf1'], label: '3D' } },
  { slug: 'pulp-tshirt', name: 'Pulp T-Shirt', description: 'Organic cotton tee with the squeezed-orange logo on the chest.', price: 19.99, deluxePrice: 17.99, quantity: 50, art: { kind: 'shirt', colors: ['#f97316', '#ffffff'] } },
  { slug: 'pulp-hoodie', name: 'Pulp Hoodie', description: 'Heavyweight hoodie in midnight blue. Kangaroo pocket fits two juice bottles.', price: 44.99, deluxePrice: 39.99, quantity: 25, art: { kind: 'hoodie', colors: ['#1e3a8a', '#fb923c'] } },
  { slug: 'pulp-mug', name: 'Pulp Mug', description: 'Stoneware mug, 350 ml. Also works for coffee, we will not tell.', price: 9.99, deluxePrice: 8.49, quantity: 70, art: { kind: 'mug', colors: ['#ea580c', '#fff7ed'] } },
  { slug: 'sticker-sheet', name: 'Fruit Sticker Sheet', description: 'Twelve vinyl stickers: citrus slices, berries and one suspicious banana.', price: 2.99, deluxePrice: 2.49, quantity: 300, art: { kind: 'sticker', colors: ['#facc15', '#f97316'] } },
  { slug: 'pulp-cap', name: 'Pulp Baseball Cap', description: 'Six-panel cap with an embroidered orange slice. One size fits most heads.', price: 14.99, deluxePrice: 12.99, quantity: 2, art: { kind: 'cap', colors: ['#0f172a', '#f97316'] } },
  { slug: 'tote-bag', name: 'Market Tote Bag', description: 'Sturdy canvas tote for your weekly fruit haul.', price: 7.49, deluxePrice: 6.49, quantity: 80, art: { kind: 'tote', colors: ['#a16207', '#fef3c7'] } },
  { slug: 'glass-bottle', name: 'Reusable Glass Bottle', description: 'Half a litre of borosilicate glass with a bamboo lid. Bring it back to any Pulp bar.', price: 11.99, deluxePrice: 9.99, quantity: 60, art: { kind: 'bottle', colors: ['#0891b2', '#ecfeff'], label: '' } },
  { slug: 'squeezer-handbook', name: "The Squeezer's Handbook", description: 'Ninety recipes from our juice bar, from breakfast blends to late-night tonics.', price: 24.99, deluxePrice: 21.99, quantity: 20, art: { kind: 'book', colors: ['#166534', '#fef08a'] } },
  { slug: 'security-handbook', name: 'Hacking the Juice Bar', description: 'A field guide to the flaws of web shops, written by our trainers. <strong>Spoilers inside.</strong> <a href="https://owasp.org/www-project-top-ten/" target="_blank" rel="noopener noreferrer">Further reading</a>', price: 29.99, deluxePrice: 25.99, quantity: 15, art: { kind: 'book', colors: ['#111827', '#22c55e'] } },
  { slug: 'gift-box', name: 'Juice Gift Box', description: 'Six of our favourite juices in a wooden crate, with a hand-written card.', price: 34.99, deluxePrice: 29.99, quantity: 18, art: { kind: 'box', colors: ['#92400e', '#fde68a'], label: 'GIFT' } },
  { slug: 'coconut-water', name: 'Young Coconut Water', description: 'Straight from green coconuts. Mildly sweet, naturally isotonic.', price: 2.29, deluxePrice: 1.99, quantity: 95, art: { kind: 'carton', colors: ['#84cc16', '#f7fee7'], label: 'CW' } },
  { slug: 'sea-buckthorn', name: 'Sea Buckthorn Elixir', description: 'A tiny orange berry with an enormous vitamin C count and a sour grin.', price: 6.49, deluxePrice: 5.49, quantity: 22, art: { kind: 'bottle', colors: ['#f97316', '#fef3c7'], label: 'SB' } },
  { slug: 'sticker-laptop', name: 'Laptop Sticker "I hack juice"', description: 'For trainees who found their first flaw. Matte finish, dishwasher-proof.', price: 1.99, deluxePrice: 1.49, quantity: 500, art: { kind: 'sticker', colors: ['#22c55e', '#0f172a'] } },
  { slug: 'apron', name: 'Juice Bar Apron', description: 'Waxed cotton apron with three pockets, as worn behind our counters.', price: 27.99, deluxePrice: 24.99, quantity: 14, art: { kind: 'tote', colors: ['#7c2d12', '#fed7aa'] } },
  // Withdrawn after the 2019 holidays (christmasSpecialChallenge).
  { slug: 'winter-punch-2019', name: 'Winter Spice Punch (Christmas Special 2019)', description: 'Mulled apple and blood orange with cinnamon, clove and star anise, pressed for the 2019 holidays only.', price: 5.49, deluxePrice: 4.49, quantity: 24, withdrawn: true, art: { kind: 'bottle', colors: ['#991b1b', '#fde68a'], label: 'WS' } },
  // Withdrawn as unsafe after a lab report (dlpPastebinDataLeakChallenge: the report leaked in a review).
  { slug: 'midnight-glow-tonic', name: 'Midnight Glow Tonic', description: 'Our after-dark tonic with a warm almond and vanilla finish. Withdrawn after lab report GT-7: never restock.', price: 4.99, deluxePrice: 4.29, quantity: 0, withdrawn: true, art: { kind: 'can', colors: ['#312e81', '#c4b5fd'], label: 'MG' } },
  // Printed from a file that sits beside the product pictures (retrieveBlueprintChallenge).
  { slug: 'orange-slice-keyring', name: 'Orange Slice Keyring (3D-printed)', description: 'Printed in our own workshop from recycled bottle caps. The print file is our little secret.', price: 4.99, deluxePrice: 3.99, quantity: 40, art: { kind: 'keyring', colors: ['#f97316', '#fed7aa'] } },
];
