import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@pulp/shared';
import { renderAccountPage, resetBrowser } from '../../../test/helpers';
import ContactPage from './ContactPage';
import { authorIdFromField, commentWithAuthor } from './feedback';

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Button to send the review' });
let captchas = 0;

function stubApi(whoami: () => Promise<unknown>) {
  captchas = 0;
  jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/rest/user/whoami') return whoami();
    captchas += 1;
    return { captchaId: captchas, captcha: `${captchas}+2*3` };
  });
}

async function fill(user: ReturnType<typeof userEvent.setup>, stars: number, answer = '7') {
  await user.type(field('comment'), 'Lovely juice');
  const slider = screen.getByRole('slider', { name: 'Slider for selecting the star rating' });
  slider.focus();
  for (let star = 0; star < stars; star += 1) await user.keyboard('{ArrowRight}');
  await user.type(field('captchaControl'), answer);
}

beforeEach(resetBrowser);
afterEach(() => jest.restoreAllMocks());

describe('contact form', () => {
  it('shows the masked author and the captcha question, and counts the comment', async () => {
    const user = userEvent.setup();
    stubApi(async () => ({ user: { id: 4, email: 'demo@pulp.shop' } }));
    renderAccountPage(<ContactPage />, '/contact');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Field with the name of the author' })).toHaveValue('***o@pulp.shop'));
    expect(field('userId')).toHaveValue('4');
    expect(await screen.findByText('1+2*3')).toHaveAttribute('id', 'captcha');
    expect(field('comment')).toHaveAttribute('maxLength', '160');
    await user.type(field('comment'), 'Nice');
    expect(screen.getByText('4/160')).toBeVisible();
  });

  it('is anonymous when whoami fails', async () => {
    stubApi(async () => {
      throw new ApiError(500, 'down', null);
    });
    renderAccountPage(<ContactPage />, '/contact');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Field with the name of the author' })).toHaveValue('anonymous'));
    expect(field('userId')).toHaveValue('');
    expect(commentWithAuthor(' Great ', null)).toBe('Great (anonymous)');
  });

  it('moves the star rating with the arrow keys and needs at least one star, a comment and a numeric answer', async () => {
    const user = userEvent.setup();
    stubApi(async () => ({ user: {} }));
    renderAccountPage(<ContactPage />, '/contact');
    await screen.findByText('1+2*3');
    await user.type(field('comment'), 'Lovely juice');
    await user.type(field('captchaControl'), '7');
    expect(submit()).toBeDisabled();
    const slider = screen.getByRole('slider', { name: 'Slider for selecting the star rating' });
    expect(slider).toHaveAttribute('id', 'rating');
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByText('2/5')).toBeVisible();
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.clear(field('captchaControl'));
    await user.type(field('captchaControl'), '7a');
    await user.tab();
    expect(await screen.findByText('Please enter a whole number.')).toBeVisible();
    expect(submit()).toBeDisabled();
    await user.clear(field('captchaControl'));
    expect(await screen.findByText('Please enter the result of the CAPTCHA.')).toBeVisible();
    await user.clear(field('comment'));
    expect(await screen.findByText('Please provide a comment.')).toBeVisible();
  });

  it('sends the comment with the masked author, thanks five stars specially and draws a new captcha', async () => {
    const user = userEvent.setup();
    stubApi(async () => ({ user: { id: 4, email: 'demo@pulp.shop' } }));
    const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 'success' });
    renderAccountPage(<ContactPage />, '/contact');
    await screen.findByText('1+2*3');
    await waitFor(() => expect(field('userId')).toHaveValue('4'));
    await fill(user, 5);
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText('Thank you so much for your amazing 5-star feedback!')).toBeVisible();
    expect(post).toHaveBeenCalledWith('/api/Feedbacks/', { UserId: 4, comment: 'Lovely juice (***o@pulp.shop)', rating: 5, captchaId: 1, captcha: '7' });
    expect(await screen.findByText('2+2*3')).toBeVisible();
    expect(field('comment')).toHaveValue('');
    expect(field('captchaControl')).toHaveValue('');
  });

  it('thanks for fewer stars too', async () => {
    const user = userEvent.setup();
    stubApi(async () => ({ user: {} }));
    jest.spyOn(api, 'post').mockResolvedValue({ status: 'success' });
    renderAccountPage(<ContactPage />, '/contact');
    await screen.findByText('1+2*3');
    await fill(user, 3);
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText('Thank you for your feedback.')).toBeVisible();
    expect(api.post).toHaveBeenCalledWith('/api/Feedbacks/', expect.objectContaining({ UserId: null, comment: 'Lovely juice (anonymous)', rating: 3 }));
  });

  it('shows the error, keeps the comment and resets the captcha after a failure', async () => {
    const user = userEvent.setup();
    stubApi(async () => ({ user: {} }));
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(401, 'Wrong answer to CAPTCHA. Please try again.', null));
    renderAccountPage(<ContactPage />, '/contact');
    await screen.findByText('1+2*3');
    await fill(user, 2, '99');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText('Wrong answer to CAPTCHA. Please try again.')).toBeVisible();
    expect(await screen.findByText('2+2*3')).toBeVisible();
    expect(field('captchaControl')).toHaveValue('');
    expect(field('comment')).toHaveValue('Lovely juice');
  });

  it('sends the author id the hidden field holds, also when it was changed in the developer tools', async () => {
    const user = userEvent.setup();
    stubApi(async () => ({ user: { id: 4, email: 'demo@pulp.shop' } }));
    const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 'success' });
    renderAccountPage(<ContactPage />, '/contact');
    await screen.findByText('1+2*3');
    await waitFor(() => expect(field('userId')).toHaveValue('4'));
    // What an edit of the element's value attribute does to a hidden input; typing re-renders the form.
    field('userId').setAttribute('value', '1');
    await fill(user, 4);
    expect(field('userId')).toHaveValue('1');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/Feedbacks/', expect.objectContaining({ UserId: 1, comment: 'Lovely juice (***o@pulp.shop)', rating: 4 })));
    expect(authorIdFromField('not a number')).toBeNull();
    expect(authorIdFromField(' 7 ')).toBe(7);
  });
});
