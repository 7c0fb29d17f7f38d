import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdministrationPage from './AdministrationPage';
import { clearSnackbars, failure, renderStaff, stubServer, success } from '../../../test/helpers';

const users = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  email: `user${index + 1}@pulp.shop`,
  role: index === 0 ? 'admin' : 'customer',
  // Users 1 and 3 are logged in right now.
  token: index === 0 || index === 2 ? `token-${index + 1}` : undefined,
  createdAt: '2024-01-02T03:04:05.000Z',
  updatedAt: '2024-02-03T04:05:06.000Z',
}));

const feedbacks = Array.from({ length: 13 }, (_, index) => ({
  id: index + 1,
  UserId: index === 2 ? null : index + 1,
  comment: `Comment number ${index + 1} about the juice`,
  rating: (index % 5) + 1,
}));

function stubShop(overrides: Parameters<typeof stubServer>[0] = {}) {
  return stubServer({
    'GET /rest/user/authentication-details': () => success(users),
    'GET /api/Users/:id': ({ params }) => success({ ...users[Number(params.id) - 1], updatedAt: '2024-06-07T08:09:10.000Z' }),
    'GET /api/Feedbacks': () => success(feedbacks),
    'DELETE /api/Feedbacks/:id': () => success({}),
    ...overrides,
  });
}

const userTable = () => document.querySelector('table.user-table') as HTMLTableElement;
const feedbackTable = () => document.querySelector('table.customer-table') as HTMLTableElement;
const usersSection = () => within(document.getElementById('admin-users')!);
const feedbackSection = () => within(document.getElementById('admin-feedback')!);
const bodyRows = (table: HTMLTableElement) => table.querySelectorAll('tbody tr');

// Whole pages with Chakra render slowly on a busy 2-core machine; the defaults are too tight.
jest.setTimeout(30000);

let server: ReturnType<typeof stubServer> | undefined;
afterEach(() => {
  server?.restore();
  server = undefined;
  clearSnackbars();
});

describe('user table', () => {
  it('pages users at 10 without a page-size choice', async () => {
    server = stubShop();
    renderStaff(<AdministrationPage />);
    await usersSection().findByText('user1@pulp.shop');
    expect(bodyRows(userTable())).toHaveLength(10);
    expect(usersSection().getByText('1 – 10 of 12')).toBeInTheDocument();
    expect(usersSection().queryByLabelText('Items per page')).not.toBeInTheDocument();
    await userEvent.click(usersSection().getByRole('button', { name: 'Next page' }));
    expect(bodyRows(userTable())).toHaveLength(2);
    expect(usersSection().getByText('user12@pulp.shop')).toBeInTheDocument();
  });

  it('colours the email green for users holding a token and red otherwise', async () => {
    server = stubShop();
    renderStaff(<AdministrationPage />);
    const active = await usersSection().findByText('user1@pulp.shop');
    const alsoActive = usersSection().getByText('user3@pulp.shop');
    const inactive = usersSection().getByText('user2@pulp.shop');
    expect(active).toHaveClass('user-active');
    expect(alsoActive).toHaveClass('user-active');
    expect(inactive).toHaveClass('user-inactive');
    expect(getComputedStyle(active).color).toMatch(/green/);
    expect(getComputedStyle(inactive).color).toMatch(/red/);
    // Not by colour alone: screen readers hear the state.
    expect(active.closest('td')).toHaveTextContent('(logged in)');
    expect(inactive.closest('td')).toHaveTextContent('(not logged in)');
  });

  it('opens a dialog with id, email, createdAt and updatedAt read from the server', async () => {
    server = stubShop();
    renderStaff(<AdministrationPage />);
    await userEvent.click(await usersSection().findByRole('button', { name: 'Show details of user3@pulp.shop' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('user3@pulp.shop')).toBeInTheDocument();
    expect(within(dialog).getByText('User details')).toBeInTheDocument();
    expect(dialog.querySelector('.user-id')).toHaveTextContent('3');
    expect(dialog.querySelector('.user-created')).toHaveTextContent('Jan 2, 2024');
    expect(dialog.querySelector('.user-updated')).toHaveTextContent('Jun 7, 2024');
    expect(server.callsTo('GET', '/api/Users/3')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close Dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's error in the dialog when the user cannot be read", async () => {
    server = stubShop({ 'GET /api/Users/:id': () => failure(404, 'No user with id 2.') });
    renderStaff(<AdministrationPage />);
    await userEvent.click(await usersSection().findByRole('button', { name: 'Show details of user2@pulp.shop' }));
    expect(await within(await screen.findByRole('dialog')).findByText('No user with id 2.')).toBeInTheDocument();
  });

  it('shows a failed user list with the error, and the feedback table still works', async () => {
    server = stubShop({ 'GET /rest/user/authentication-details': () => failure(403, 'You are not allowed to do this.') });
    renderStaff(<AdministrationPage />);
    expect(await usersSection().findByText('You are not allowed to do this.')).toBeInTheDocument();
    expect(userTable()).toBeInTheDocument();
    expect(await feedbackSection().findByText('Comment number 1 about the juice')).toBeInTheDocument();
  });
});

describe('feedback table', () => {
  it('pages feedback at 10 and shows user id, comment and rating stars', async () => {
    server = stubShop();
    renderStaff(<AdministrationPage />);
    await feedbackSection().findByText('Comment number 1 about the juice');
    expect(bodyRows(feedbackTable())).toHaveLength(10);
    expect(feedbackSection().getByText('1 – 10 of 13')).toBeInTheDocument();
    expect(feedbackSection().queryByLabelText('Items per page')).not.toBeInTheDocument();

    const row = feedbackSection().getByText('Comment number 4 about the juice').closest('tr')!;
    expect(row.querySelector('.feedback-user')).toHaveTextContent('4');
    const stars = within(row).getByRole('img', { name: '4 of 5 stars' });
    expect(stars.querySelectorAll('.star')).toHaveLength(5);
    expect(stars.querySelectorAll('.star.filled')).toHaveLength(4);
    expect(feedbackSection().getByText('Comment number 3 about the juice').closest('tr')!.querySelector('.feedback-user')).toHaveTextContent('anonymous');
    expect(within(feedbackTable()).getAllByRole('button', { name: 'Delete feedback' })).toHaveLength(10);

    await userEvent.click(feedbackSection().getByRole('button', { name: 'Next page' }));
    expect(bodyRows(feedbackTable())).toHaveLength(3);
  });

  it('opens the comment with its user id when the comment is clicked', async () => {
    server = stubShop();
    renderStaff(<AdministrationPage />);
    await userEvent.click(await feedbackSection().findByText('Comment number 5 about the juice'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Comment number 5 about the juice')).toBeInTheDocument();
    expect(within(dialog).getByText('User ID: 5')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: '5 of 5 stars' })).toBeInTheDocument();
  });

  it('deletes a feedback and removes its row', async () => {
    server = stubShop();
    renderStaff(<AdministrationPage />);
    const row = (await feedbackSection().findByText('Comment number 2 about the juice')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete feedback' }));
    await waitFor(() => expect(feedbackSection().queryByText('Comment number 2 about the juice')).not.toBeInTheDocument());
    expect(server.callsTo('DELETE', '/api/Feedbacks/2')).toHaveLength(1);
    expect(await screen.findByText('The feedback has been deleted.')).toBeInTheDocument();
    // The next one moves up: the page is still full.
    expect(bodyRows(feedbackTable())).toHaveLength(10);
    expect(feedbackSection().getByText('1 – 10 of 12')).toBeInTheDocument();
  });

  it('keeps the row and shows the error when deleting fails', async () => {
    server = stubShop({ 'DELETE /api/Feedbacks/:id': () => failure(401, 'You need to be logged in.') });
    renderStaff(<AdministrationPage />);
    const row = (await feedbackSection().findByText('Comment number 2 about the juice')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete feedback' }));
    expect(await screen.findByText('You need to be logged in.')).toBeInTheDocument();
    expect(feedbackSection().getByText('Comment number 2 about the juice')).toBeInTheDocument();
  });
});
