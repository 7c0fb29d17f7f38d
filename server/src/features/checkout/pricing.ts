import { roundMoney } from '../wallet/wallets';
import type { BasketLine } from '../basket/repository';
import type { OrderLine } from '../orders/orders';

/** Bonus points per product: price / 10 rounded, times the quantity (docs/behaviour.md, "Constants"). */
export function bonusFor(price: number, quantity: number): number {
  return Math.round(price / 10) * quantity;
}

/** The order's lines at the price the customer pays (deluxe members pay the deluxe price). */
export function orderLines(lines: BasketLine[], isDeluxe: boolean): OrderLine[] {
  return lines.map((line) => {
    const price = isDeluxe ? line.deluxePrice : line.price;
    return { quantity: line.quantity, id: line.ProductId, name: line.name, price, total: roundMoney(price * line.quantity), bonus: bonusFor(price, line.quantity) };
  });
}

export interface OrderFigures {
  itemsTotal: number;
  promotionalAmount: number;
  totalPrice: number;
  bonus: number;
}

/** Order total = items + delivery − discount% × items (docs/behaviour.md, "Constants"). */
export function orderFigures(lines: OrderLine[], deliveryPrice: number, discountPercent: number): OrderFigures {
  const itemsTotal = roundMoney(lines.reduce((sum, line) => sum + line.price * line.quantity, 0));
  const promotionalAmount = roundMoney((discountPercent / 100) * itemsTotal);
  return {
    itemsTotal,
    promotionalAmount,
    totalPrice: roundMoney(itemsTotal + deliveryPrice - promotionalAmount),
    bonus: lines.reduce((sum, line) => sum + line.bonus, 0),
  };
}
