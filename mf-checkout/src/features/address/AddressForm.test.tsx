import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCheckout } from '../../../test/helpers';
import { AddressForm } from './AddressForm';

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByPlaceholderText('Please provide a country.'), 'Germany');
  await user.type(screen.getByPlaceholderText('Please provide a name.'), 'Kim Kale');
  await user.type(screen.getByPlaceholderText('Please provide a mobile number.'), '1761234567');
  await user.type(screen.getByPlaceholderText('Please provide a ZIP code.'), '80331');
  await user.type(screen.getByPlaceholderText('Please provide an address.'), ' Fruchtgasse 12 ');
  await user.type(screen.getByPlaceholderText('Please provide a city.'), 'Munich');
}

describe('address form', () => {
  it('keeps submit disabled until every required field is valid, then sends cleaned values', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn().mockResolvedValue(true);
    renderCheckout(<AddressForm onSubmit={onSubmit} onBack={jest.fn()} />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await fillValid(user);
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ country: 'Germany', fullName: 'Kim Kale', mobileNum: 1761234567, zipCode: '80331', streetAddress: 'Fruchtgasse 12', city: 'Munich', state: null }),
    );
  });

  it('takes the mobile number in a text field with the number pad, empty at first and digits only', async () => {
    const user = userEvent.setup();
    renderCheckout(<AddressForm onSubmit={jest.fn()} onBack={jest.fn()} />);
    const mobile = screen.getByRole('textbox', { name: 'Please provide a mobile number.' });
    expect(mobile).toHaveAttribute('inputmode', 'numeric');
    expect(mobile).toHaveAttribute('pattern', '[0-9]*');
    expect(mobile).toHaveValue('');
    await user.type(mobile, '+49 176-123x4567');
    expect(mobile).toHaveValue('491761234567');
  });

  it('shows a saved address\'s mobile number for editing', () => {
    renderCheckout(
      <AddressForm
        initial={{ id: 3, UserId: 1, country: 'Austria', fullName: 'Rev Iewer', mobileNum: 6641234567, zipCode: '1010', streetAddress: 'Saftgasse 1', city: 'Vienna', state: null }}
        onSubmit={jest.fn()}
        onBack={jest.fn()}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Please provide a mobile number.' })).toHaveValue('6641234567');
  });

  it('explains the mobile number range', async () => {
    const user = userEvent.setup();
    renderCheckout(<AddressForm onSubmit={jest.fn()} onBack={jest.fn()} />);
    await fillValid(user);
    const mobile = screen.getByPlaceholderText('Please provide a mobile number.');
    await user.clear(mobile);
    await user.type(mobile, '1111110');
    expect(await screen.findByText('The mobile number must lie in the range 1000000-9999999999.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.clear(mobile);
    await user.type(mobile, '10000000000');
    expect(await screen.findByText('The mobile number must lie in the range 1000000-9999999999.')).toBeVisible();
    await user.clear(mobile);
    await user.type(mobile, '9999999999');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
  });

  it('limits the zip code to 8 characters and counts the street up to 160', async () => {
    const user = userEvent.setup();
    renderCheckout(<AddressForm onSubmit={jest.fn()} onBack={jest.fn()} />);
    await fillValid(user);
    await user.type(screen.getByPlaceholderText('Please provide a ZIP code.'), '1234');
    expect(await screen.findByText('A ZIP code has at most 8 characters.')).toBeVisible();
    expect(screen.getByText('16/160')).toBeVisible();
    expect(screen.getByPlaceholderText('Please provide an address.')).toHaveAttribute('maxLength', '160');
  });

  it('asks for each required field and accepts a missing state', async () => {
    const user = userEvent.setup();
    renderCheckout(<AddressForm onSubmit={jest.fn()} onBack={jest.fn()} />);
    const country = screen.getByPlaceholderText('Please provide a country.');
    await user.type(country, 'x');
    await user.clear(country);
    expect(await screen.findByText('Please enter a country.')).toBeVisible();
    const city = screen.getByPlaceholderText('Please provide a city.');
    await user.type(city, ' ');
    expect(await screen.findByText('Please enter a city.')).toBeVisible();
  });

  it('fills in an address to edit and starts over when saving fails', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn().mockResolvedValue(false);
    const initial = { id: 4, country: 'Canada', fullName: 'Dana Demo', mobileNum: 6045550142, zipCode: 'V5K0A1', streetAddress: '221 Orchard Lane', city: 'Vancouver', state: 'BC' };
    renderCheckout(<AddressForm initial={initial} onSubmit={onSubmit} onBack={jest.fn()} />);
    const city = screen.getByPlaceholderText('Please provide a city.');
    expect(city).toHaveValue('Vancouver');
    await user.clear(city);
    await user.type(city, 'Victoria');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ city: 'Victoria', state: 'BC' })));
    await waitFor(() => expect(city).toHaveValue('Vancouver'));
  });
});
