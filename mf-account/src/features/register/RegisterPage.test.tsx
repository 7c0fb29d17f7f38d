import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@pulp/shared';
import { renderAccountPage, resetBrowser } from '../../../test/helpers';
import RegisterPage from './RegisterPage';
import { registrationError } from './registration';

const QUESTIONS = [
  { id: 1, question: "Your first pet's name?" },
  { id: 2, question: 'Your favourite citrus fruit?' },
];

beforeEach(() => {
  resetBrowser();
  jest.spyOn(api, 'get').mockResolvedValue({ status: 'success', data: QUESTIONS });
});
afterEach(() => jest.restoreAllMocks());

const field = (id: string) => document.getElementById(id) as HTMLInputElement;

async function fillValid(user: ReturnType<typeof userEvent.setup>, password = 'Juicy1!') {
  await user.type(field('emailControl'), 'new@pulp.shop');
  await user.type(field('passwordControl'), password);
  await user.type(field('repeatPasswordControl'), password);
  await screen.findByRole('option', { name: 'Your favourite citrus fruit?' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Selection list for the security question' }), '2');
  await user.type(field('securityAnswerControl'), 'Yuzu');
}

describe('registration form', () => {
  it('offers the security questions in a list named securityQuestion', async () => {
    renderAccountPage(<RegisterPage />, '/register');
    const select = screen.getByRole('combobox', { name: 'Selection list for the security question' });
    expect(select).toHaveAttribute('name', 'securityQuestion');
    expect(await screen.findByRole('option', { name: "Your first pet's name?" })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/api/SecurityQuestions/');
  });

  it('shows every rule as the fields are left, and keeps the button disabled until all hold', async () => {
    const user = userEvent.setup();
    renderAccountPage(<RegisterPage />, '/register');
    const button = screen.getByRole('button', { name: 'Register' });
    expect(button).toBeDisabled();

    await user.click(field('emailControl'));
    await user.tab();
    expect(await screen.findByText('Please provide an email address.')).toBeVisible();
    await user.type(field('emailControl'), 'not-an-email');
    expect(await screen.findByText('Email address is not valid.')).toBeVisible();

    await user.type(field('passwordControl'), 'abc');
    await user.tab();
    expect(await screen.findByText('Password must be 5–20 characters long.')).toBeVisible();
    await user.clear(field('passwordControl'));
    expect(await screen.findByText('Please provide a password.')).toBeVisible();

    await user.click(field('repeatPasswordControl'));
    await user.tab();
    expect(await screen.findByText('Please repeat your password.')).toBeVisible();
    await user.type(field('passwordControl'), 'Juicy1!');
    await user.type(field('repeatPasswordControl'), 'Juicy2!');
    expect(await screen.findByText('Passwords do not match.')).toBeVisible();

    const select = screen.getByRole('combobox', { name: 'Selection list for the security question' });
    await user.click(select);
    await user.tab();
    expect(await screen.findByText('Please select a security question.')).toBeVisible();

    await user.click(field('securityAnswerControl'));
    await user.tab();
    expect(await screen.findByText('Please provide an answer to your security question.')).toBeVisible();
    expect(button).toBeDisabled();
  });

  it('counts the password against its limit and gives advice only when asked', async () => {
    const user = userEvent.setup();
    renderAccountPage(<RegisterPage />, '/register');
    await user.type(field('passwordControl'), 'abcdefgh');
    expect(screen.getByText('5–20 characters (8/20)')).toBeVisible();
    expect(screen.queryByText('contains at least one digit')).toBeNull();
    await user.click(screen.getByText('Show password advice'));
    const advice = screen.getByText('contains at least one digit').closest('li');
    expect(advice).toHaveAttribute('data-met', 'false');
    expect(screen.getByText('contains at least 8 characters').closest('li')).toHaveAttribute('data-met', 'true');
    expect(screen.getByText('contains at least one lower-case letter').closest('li')).toHaveAttribute('data-met', 'true');
    await user.type(field('passwordControl'), '1');
    expect(advice).toHaveAttribute('data-met', 'true');
  });

  it('registers the user, then the security answer, confirms and goes to /login', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post').mockImplementation(async (path: string) => (path === '/api/Users/' ? { status: 'success', data: { id: 42, email: 'new@pulp.shop' } } : { status: 'success' }));
    renderAccountPage(<RegisterPage />, '/register');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(post).toHaveBeenNthCalledWith(1, '/api/Users/', {
      email: 'new@pulp.shop',
      password: 'Juicy1!',
      passwordRepeat: 'Juicy1!',
      securityQuestion: QUESTIONS[1],
      securityAnswer: 'Yuzu',
    });
    expect(post).toHaveBeenNthCalledWith(2, '/api/SecurityAnswers/', { UserId: 42, answer: 'Yuzu', SecurityQuestionId: 2 });
    expect(await screen.findByText('Registration completed successfully. You can now log in.')).toBeVisible();
  });

  it('shows the first server error with a capital first letter', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(400, 'password must be 5 to 20 characters long', { status: 'error', errors: [{ path: 'password', message: 'password must be 5 to 20 characters long' }, { message: 'second' }] }));
    renderAccountPage(<RegisterPage />, '/register');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Password must be 5 to 20 characters long$/);
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('tells whoever registers a taken email that the account exists, and offers login and a password reset', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(400, 'email must be unique', { status: 'error', errors: [{ path: 'email', message: 'email must be unique' }] }));
    renderAccountPage(<RegisterPage />, '/register');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An account with this email already exists.');
    expect(alert).not.toHaveTextContent(/unique/i);
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(alert).getByRole('link', { name: 'Reset the password' })).toHaveAttribute('href', '/forgot-password');
  });

  it('falls back to the error message when the server sent no list', () => {
    expect(registrationError(new ApiError(500, 'something broke', null))).toBe('Something broke');
    expect(registrationError(new ApiError(400, 'x', { errors: [{ message: 'password must be 5 to 20 characters long' }] }))).toBe('Password must be 5 to 20 characters long');
  });

  it('links to the login', async () => {
    renderAccountPage(<RegisterPage />, '/register');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Already a customer?' })).toHaveAttribute('href', '/login'));
  });
});
