import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@pulp/shared';
import { renderCheckout } from '../../../test/helpers';
import { CouponPanel } from './CouponPanel';

/** Sets the browser clock without faking timers (user-event and Chakra need real ones). */
function setClock(now: Date) {
  jest.useFakeTimers({
    now,
    doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'hrtime', 'performance'],
  });
}

beforeEach(() => {
  localStorage.setItem('couponPanelExpanded', 'true');
  sessionStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function redeem(code: string) {
  const user = userEvent.setup();
  const onApplied = jest.fn();
  renderCheckout(<CouponPanel basketId={5} onApplied={onApplied} />);
  await user.type(screen.getByRole('textbox', { name: 'Coupon' }), code);
  await user.click(screen.getByRole('button', { name: 'Redeem' }));
  return onApplied;
}

describe('coupon panel', () => {
  it('redeems only codes of exactly 10 characters and counts them', async () => {
    const user = userEvent.setup();
    renderCheckout(<CouponPanel basketId={5} onApplied={jest.fn()} />);
    const field = screen.getByRole('textbox', { name: 'Coupon' });
    await user.type(field, 'ABCDEFGHI');
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeDisabled();
    expect(screen.getByText('9/10')).toBeVisible();
    expect(screen.getByText('A coupon code has exactly 10 characters.')).toBeVisible();
    await user.type(field, 'J');
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeEnabled();
  });

  it('remembers whether it is open', async () => {
    localStorage.setItem('couponPanelExpanded', 'false');
    const user = userEvent.setup();
    renderCheckout(<CouponPanel basketId={5} onApplied={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Add a coupon' }));
    expect(localStorage.getItem('couponPanelExpanded')).toBe('true');
  });

  it('accepts a campaign coupon on its day, by the browser clock', async () => {
    setClock(new Date(2019, 2, 8, 12, 0));
    const put = jest.spyOn(api, 'put');
    const onApplied = await redeem('WMNSDY2019');
    expect(await screen.findByText('Your discount of 75% is taken off the items at checkout.')).toHaveClass('confirmation');
    expect(onApplied).toHaveBeenCalledWith(75);
    expect(sessionStorage.getItem('couponDiscount')).toBe('75');
    expect(sessionStorage.getItem('couponDetails')).toBe('WMNSDY2019-2019-03-08');
    expect(put).not.toHaveBeenCalled();
  });

  it('refuses a campaign coupon on another day with INVALID_COUPON', async () => {
    setClock(new Date(2025, 5, 1, 12, 0));
    const onApplied = await redeem('ORANGE2021');
    expect(await screen.findByText('This coupon is not valid.')).toHaveClass('error');
    expect(onApplied).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('couponDiscount')).toBeNull();
  });

  it('asks the server about other codes and shows its discount', async () => {
    const put = jest.spyOn(api, 'put').mockResolvedValue({ status: 'success', discount: 20 });
    const onApplied = await redeem('200XBTQAH6');
    expect(await screen.findByText('Your discount of 20% is taken off the items at checkout.')).toBeVisible();
    expect(put).toHaveBeenCalledWith('/rest/basket/5/coupon/200XBTQAH6');
    expect(onApplied).toHaveBeenCalledWith(20);
  });

  it("shows the server's error for a code it refuses", async () => {
    jest.spyOn(api, 'put').mockRejectedValue(new ApiError(404, 'Invalid coupon.', null));
    const onApplied = await redeem('50AAAAAAAA');
    await waitFor(() => expect(screen.getByText('Invalid coupon.')).toHaveClass('error'));
    expect(onApplied).not.toHaveBeenCalled();
  });
});
