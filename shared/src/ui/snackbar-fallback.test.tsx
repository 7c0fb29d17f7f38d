import { act, screen } from '@testing-library/react';
import { renderWithSnackbars, testI18n } from '../../test/render';
import { countSnackbars, showError } from './snackbar';

// The snackbar machinery is a chunk of its own; here its download fails, as it does offline.
jest.mock('./toaster', () => {
  throw new Error('Loading chunk snackbars failed');
});

describe('snackbars without the snackbar machinery', () => {
  it('still shows the first error of a session, as an alert with the snackbar classes', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithSnackbars(<p>page</p>, { i18n: testI18n() });
    act(() => {
      showError('The shop cannot be reached.');
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The shop cannot be reached.');
    expect(alert).toHaveClass('snackbar', 'error');
    expect(countSnackbars()).toBe(1);
  });
});
