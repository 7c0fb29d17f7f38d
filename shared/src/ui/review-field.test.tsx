import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { UiProvider } from './provider';
import { ReviewField, type ReviewFieldProps } from './forms';

type Shown = Omit<ReviewFieldProps, 'field' | 'length'>;

function Review(props: Shown) {
  const { register, watch } = useForm({ defaultValues: { message: '' } });
  return <ReviewField field={register('message')} length={watch('message').length} {...props} />;
}

const shown: Shown = { max: 10, rows: 2, label: 'Your review', ariaLabel: 'Text field to review a product', placeholder: 'What did you like?' };

describe('ReviewField', () => {
  it('is the registered text field: named, limited, and counting what is typed', async () => {
    const user = userEvent.setup();
    render(
      <UiProvider>
        <Review {...shown} />
      </UiProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'Text field to review a product' });
    expect(field).toHaveAttribute('maxLength', '10');
    expect(field).toHaveAttribute('placeholder', 'What did you like?');
    expect(screen.getByText('Your review')).toBeVisible();
    expect(screen.getByText('0/10')).toBeVisible();
    await user.type(field, 'Tasty');
    expect(field).toHaveValue('Tasty');
    expect(screen.getByText('5/10')).toBeVisible();
  });

  it('shows its error only while invalid', () => {
    const { rerender } = render(
      <UiProvider>
        <Review {...shown} labelHidden required error="Please write between 1 and 10 characters." />
      </UiProvider>,
    );
    expect(screen.queryByText('Please write between 1 and 10 characters.')).toBeNull();
    rerender(
      <UiProvider>
        <Review {...shown} labelHidden required invalid error="Please write between 1 and 10 characters." />
      </UiProvider>,
    );
    expect(screen.getByText('Please write between 1 and 10 characters.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Text field to review a product' })).toBeInvalid();
  });
});
