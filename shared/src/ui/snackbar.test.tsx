import { act, screen, waitFor } from '@testing-library/react';
import { renderWithSnackbars, testI18n } from '../../test/render';
import { countSnackbars, dismissAllSnackbars, showConfirmation, showError } from './snackbar';

afterEach(async () => {
  act(() => dismissAllSnackbars());
  // Closed snackbars leave after their exit animation: the next test starts once they are gone.
  await waitFor(() => {
    expect(countSnackbars()).toBe(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('snackbars', () => {
  it('shows a confirmation and an error asked for before the snackbar machinery has loaded', async () => {
    // The render helper mounts the page's one <Toaster /> as the shell does: nothing is loaded until a snackbar is wanted.
    renderWithSnackbars(<p>page</p>, { i18n: testI18n() });
    expect(countSnackbars()).toBe(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => {
      showConfirmation('Address saved');
      showError('Card expired');
    });

    expect(await screen.findByRole('status')).toHaveTextContent('Address saved');
    expect(screen.getByRole('status')).toHaveClass('snackbar', 'confirmation');
    expect(await screen.findByRole('alert')).toHaveTextContent('Card expired');
    expect(screen.getByRole('alert')).toHaveClass('snackbar', 'error');
    expect(countSnackbars()).toBe(2);
  });

  it('offers the action of a snackbar as a button', async () => {
    const onClick = jest.fn();
    renderWithSnackbars(<p>page</p>, { i18n: testI18n() });
    act(() => {
      showConfirmation('Language changed', { action: { label: 'Reload', onClick } });
    });
    const reload = await screen.findByRole('button', { name: 'Reload' });
    act(() => reload.click());
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('comes at the top while a modal dialog is open (its buttons stay free), at the bottom otherwise', async () => {
    renderWithSnackbars(
      <div role="dialog" aria-modal="true">
        dialog
      </div>,
      { i18n: testI18n() },
    );
    act(() => {
      showConfirmation('Review saved');
    });
    expect((await screen.findByRole('status')).closest('[data-placement]')).toHaveAttribute('data-placement', 'top');
  });

  it('comes at the bottom without a dialog', async () => {
    renderWithSnackbars(<p>page</p>, { i18n: testI18n() });
    act(() => {
      showConfirmation('Placed into basket');
    });
    expect((await screen.findByRole('status')).closest('[data-placement]')).toHaveAttribute('data-placement', 'bottom');
  });
});
