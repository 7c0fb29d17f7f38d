import { tweetText, tweetUrl } from './tweet';

const template = (products: string, shop: string) => `Just treated myself to ${products} from ${shop}!`;
const line = (name: string) => ({ name, price: 1, quantity: 1, total: 1 });

describe('the order tweet', () => {
  it('names the products and the shop', () => {
    expect(tweetText({ products: [line('Mango Sunrise'), line('Pulp Mug')] }, 'Pulp', template)).toBe('Just treated myself to Mango Sunrise, Pulp Mug from Pulp!');
  });

  it('is cut at 140 characters', () => {
    const long = tweetText({ products: Array.from({ length: 12 }, (_, index) => line(`Three-Day Juice Cleanse ${index}`)) }, 'Pulp', template);
    expect(long).toHaveLength(140);
    expect(long.startsWith('Just treated myself to Three-Day Juice Cleanse 0, ')).toBe(true);
  });

  it('becomes a tweet intent link with the text encoded', () => {
    expect(tweetUrl('A & B')).toBe('https://twitter.com/intent/tweet?text=A%20%26%20B');
  });
});
