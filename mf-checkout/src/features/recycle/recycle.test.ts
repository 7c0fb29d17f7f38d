import { pickupOffered, recycleIssue, recycleRequest, todayIso, type RecycleValues } from './recycle';

const values = (change: Partial<RecycleValues> = {}): RecycleValues => ({ quantity: 50, addressId: 3, isPickUp: false, date: '', ...change });

describe('recycling form', () => {
  it('offers a pickup only above 100 liters', () => {
    expect(pickupOffered(100)).toBe(false);
    expect(pickupOffered(101)).toBe(true);
    expect(pickupOffered(Number.NaN)).toBe(false);
  });

  it('requires a quantity from 10 to 1000', () => {
    expect(recycleIssue(values({ quantity: Number.NaN }))).toBe('MANDATORY_QUANTITY');
    expect(recycleIssue(values({ quantity: 9 }))).toBe('INVALID_QUANTITY');
    expect(recycleIssue(values({ quantity: 1001 }))).toBe('INVALID_QUANTITY');
    expect(recycleIssue(values({ quantity: 10 }))).toBeNull();
    expect(recycleIssue(values({ quantity: 1000 }))).toBeNull();
  });

  it('requires an address', () => {
    expect(recycleIssue(values({ addressId: null }))).toBe('MANDATORY_ADDRESS');
  });

  it('requires a valid date for a pickup', () => {
    expect(recycleIssue(values({ quantity: 200, isPickUp: true }))).toBe('INVALID_DATE');
    expect(recycleIssue(values({ quantity: 200, isPickUp: true, date: 'tomorrow' }))).toBe('INVALID_DATE');
    expect(recycleIssue(values({ quantity: 200, isPickUp: true, date: '2099-05-01' }))).toBeNull();
    // Below the pickup limit the checkbox does not count.
    expect(recycleIssue(values({ quantity: 50, isPickUp: true }))).toBeNull();
  });

  it('sends the user, address, quantity and the pickup only where it is offered', () => {
    expect(recycleRequest(values({ quantity: 200, isPickUp: true, date: '2099-05-01' }), 7)).toEqual({ UserId: 7, AddressId: 3, quantity: 200, isPickUp: true, date: '2099-05-01' });
    expect(recycleRequest(values({ quantity: 50, isPickUp: true, date: '2099-05-01' }), 7)).toEqual({ UserId: 7, AddressId: 3, quantity: 50, isPickUp: false, date: null });
  });

  it('starts pickups today at the earliest', () => {
    expect(todayIso(new Date(2030, 0, 9))).toBe('2030-01-09');
  });
});
