import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@pulp/shared/test/render';
import type { Product } from '@pulp/shared';
import { ProductCard } from './ProductCard';
import { productImageUrl } from '../product-details/product-image';
import { catalogI18n, product } from '../../../test/fixtures';

const i18n = catalogI18n();

function renderCard(item: Product, options: { isDeluxe?: boolean; canAddToBasket?: boolean } = {}) {
  const onOpen = jest.fn();
  const onAdd = jest.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <ProductCard product={item} isDeluxe={options.isDeluxe ?? false} canAddToBasket={options.canAddToBasket ?? false} onOpen={onOpen} onAdd={onAdd} />,
    { i18n },
  );
  return { onOpen, onAdd, user };
}

function ribbon() {
  return document.querySelector('.ribbon');
}

describe('ProductCard', () => {
  it('is an article named by the product', () => {
    renderCard(product(4, { name: 'Mango Sunrise' }));
    const card = screen.getByRole('article', { name: 'Mango Sunrise' });
    expect(card).toHaveClass('product-card');
    expect(card.querySelector('.name')).toHaveTextContent('Mango Sunrise');
  });

  it('shows name, image and price with two decimals and ¤', () => {
    renderCard(product(4, { name: 'Mango Sunrise', price: 3, image: 'mango.jpg' }));
    expect(document.querySelector('.name')).toHaveTextContent('Mango Sunrise');
    expect(document.querySelector('.price')).toHaveTextContent('3.00¤');
    expect(screen.getByRole('img', { name: 'Mango Sunrise' })).toHaveAttribute('src', 'assets/public/images/products/mango.jpg');
  });

  it.each([
    [0, 'Sold Out'],
    [-2, 'Sold Out'],
    [1, 'Only 1 left'],
    [5, 'Only 5 left'],
  ])('with stock %i shows the "%s" badge', (quantity, text) => {
    renderCard(product(1, { quantity }));
    expect(ribbon()).toHaveTextContent(new RegExp(`^${text}$`));
  });

  it.each([6, 100, undefined])('with stock %p shows no badge', (quantity) => {
    renderCard(product(1, { quantity }));
    expect(ribbon()).toBeNull();
  });

  it('shows deluxe members the deluxe price', () => {
    renderCard(product(1, { price: 2.99, deluxePrice: 1.99 }), { isDeluxe: true });
    expect(document.querySelector('.price')).toHaveTextContent('1.99¤');
    expect(screen.queryByText('2.99¤')).toBeNull();
  });

  it('shows everyone else the normal price', () => {
    renderCard(product(1, { price: 2.99, deluxePrice: 1.99 }));
    expect(document.querySelector('.price')).toHaveTextContent('2.99¤');
  });

  it('has no add button unless adding is allowed', () => {
    renderCard(product(1));
    expect(screen.queryByRole('button', { name: 'Add to Basket' })).toBeNull();
  });

  it('adds this product with the add button', async () => {
    const item = product(1);
    const { onAdd, onOpen, user } = renderCard(item, { canAddToBasket: true });
    await user.click(screen.getByRole('button', { name: 'Add to Basket' }));
    expect(onAdd).toHaveBeenCalledWith(item);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('says a sold-out product is sold out, and its button cannot be pressed', async () => {
    const { onAdd, user } = renderCard(product(1, { quantity: 0 }), { canAddToBasket: true });
    const button = screen.getByRole('button', { name: 'Add to Basket: Sold Out' });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Sold Out');
    await user.click(button);
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Add to Basket' })).toBeNull();
  });

  it('opens the details from the information button and from the image', async () => {
    const item = product(1);
    const { onOpen, user } = renderCard(item);
    await user.click(screen.getByRole('button', { name: 'Click for more information about the product' }));
    await user.click(screen.getByRole('img', { name: item.name }));
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(onOpen).toHaveBeenCalledWith(item);
  });
});

describe('productImageUrl', () => {
  it('puts file names under the product image folder and leaves URLs alone', () => {
    expect(productImageUrl('apple.jpg')).toBe('assets/public/images/products/apple.jpg');
    expect(productImageUrl('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(productImageUrl('/assets/x.png')).toBe('/assets/x.png');
    expect(productImageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});
