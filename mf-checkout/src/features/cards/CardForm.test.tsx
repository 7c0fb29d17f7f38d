import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@pulp/shared';
import { renderCheckout } from '../../../test/helpers';
import { CardForm } from './CardForm';

afterEach(() => jest.restoreAllMocks());

async function fill(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByLabelText('Name on the card'), 'Kim Kale');
  await user.type(screen.getByRole('textbox', { name: 'Card number' }), number);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Expiry month' }), '4');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Expiry year' }), '2090');
}

describe('card form', () => {
  it('offers months 1 to 12 and the years 2080 to 2099', () => {
    renderCheckout(<CardForm onSaved={jest.fn()} />);
    const months = within(screen.getByRole('combobox', { name: 'Expiry month' })).getAllByRole('option').slice(1);
    const years = within(screen.getByRole('combobox', { name: 'Expiry year' })).getAllByRole('option').slice(1);
    expect(months.map((option) => option.textContent)).toEqual(Array.from({ length: 12 }, (_, index) => String(index + 1)));
    expect(years).toHaveLength(20);
    expect(years[0]).toHaveTextContent('2080');
    expect(years[19]).toHaveTextContent('2099');
  });

  it('takes the number in a text field with the number pad: empty at first, digits only, no spinner', async () => {
    const user = userEvent.setup();
    renderCheckout(<CardForm onSaved={jest.fn()} />);
    const number = screen.getByRole('textbox', { name: 'Card number' });
    expect(number).toHaveAttribute('type', 'text');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('pattern', '[0-9]*');
    expect(number).toHaveValue('');
    await user.type(number, '4111 1111-abcd1111e1111');
    expect(number).toHaveValue('4111111111111111');
    expect(screen.getByText('16/16')).toBeVisible();
  });

  it('wants exactly 16 digits and counts them', async () => {
    const user = userEvent.setup();
    renderCheckout(<CardForm onSaved={jest.fn()} />);
    await fill(user, '411111111111111');
    expect(screen.getByText('15/16')).toBeVisible();
    expect(await screen.findByText('A card number has exactly 16 digits.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save card' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '1');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save card' })).toBeEnabled());
    expect(screen.getByText('16/16')).toBeVisible();
  });

  it('saves the card and confirms with its last four digits', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post').mockResolvedValue({ data: { id: 9, fullName: 'Kim Kale', cardNum: '************1111', expMonth: 4, expYear: 2090 } });
    const onSaved = jest.fn();
    renderCheckout(<CardForm onSaved={onSaved} />);
    await fill(user, '4111111111111111');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith('/api/Cards/', { fullName: 'Kim Kale', cardNum: 4111111111111111, expMonth: 4, expYear: 2090 });
    expect(await screen.findByText('Your card ending in 1111 has been saved.')).toBeVisible();
    expect(screen.getByLabelText('Name on the card')).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('');
  });

  it('shows the server error and resets the form when saving fails', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(400, 'A card number has exactly 16 digits.', null));
    renderCheckout(<CardForm onSaved={jest.fn()} />);
    await fill(user, '4111111111111111');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A card number has exactly 16 digits.');
    await waitFor(() => expect(screen.getByLabelText('Name on the card')).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('');
  });
});
