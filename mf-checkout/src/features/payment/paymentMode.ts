/** payment/{entity}: what is being paid for. */
export type PaymentEntity = 'shop' | 'wallet' | 'deluxe';

export function paymentEntity(value: string | undefined): PaymentEntity | null {
  return value === 'shop' || value === 'wallet' || value === 'deluxe' ? value : null;
}

/** Whether the continue button may be pressed: a card is chosen (the wallet pays on its own button). */
export function canContinue(chosenCard: number | null): boolean {
  return chosenCard !== null;
}

/** Whether the wallet can pay: only for orders and memberships, and only when it covers the total. */
export function walletCanPay(entity: PaymentEntity, balance: number | null, total: number | null): boolean {
  return entity !== 'wallet' && balance !== null && total !== null && balance >= total;
}
