import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { api, ApiError } from '@pulp/shared';
import { logInAs, renderAccountPage, resetBrowser } from '../../../test/helpers';
import ComplaintPage from './ComplaintPage';

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Button to send the complaint' });
const file = (name: string, type: string, size: number) => new NodeFile([new Uint8Array(size)], name, { type }) as unknown as File;

beforeEach(() => {
  resetBrowser();
  logInAs({ id: 4, email: 'demo@pulp.shop' });
});
afterEach(() => jest.restoreAllMocks());

describe('complaint form', () => {
  it('shows the customer read-only and counts the message up to 160', async () => {
    const user = userEvent.setup();
    renderAccountPage(<ComplaintPage />, '/complain');
    expect(field('customerEmail')).toHaveValue('demo@pulp.shop');
    expect(field('customerEmail')).toHaveAttribute('readonly');
    expect(field('complaintMessage')).toHaveAttribute('maxLength', '160');
    expect(document.getElementById('messageCounter')).toHaveTextContent('0/160');
    await user.type(field('complaintMessage'), 'Warm juice');
    expect(document.getElementById('messageCounter')).toHaveTextContent('10/160');
  });

  it('needs a message', async () => {
    const user = userEvent.setup();
    renderAccountPage(<ComplaintPage />, '/complain');
    expect(submit()).toBeDisabled();
    await user.type(field('complaintMessage'), '  ');
    await user.tab();
    expect(await screen.findByText('Please provide a text.')).toBeVisible();
    expect(submit()).toBeDisabled();
  });

  it('refuses other file types and files over 100 KB', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderAccountPage(<ComplaintPage />, '/complain');
    await user.type(field('complaintMessage'), 'Broken bottle');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.upload(field('file'), file('virus.exe', 'application/octet-stream', 10));
    expect(await screen.findByText('Forbidden file type. Only PDF and ZIP are allowed.')).toBeVisible();
    expect(submit()).toBeDisabled();
    await user.upload(field('file'), file('huge.pdf', 'application/pdf', 100001));
    expect(await screen.findByText('File too large. At most 100 KB are allowed.')).toBeVisible();
    expect(submit()).toBeDisabled();
    await user.upload(field('file'), file('receipt.pdf', 'application/pdf', 100000));
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(screen.getByText('receipt.pdf')).toBeVisible();
  });

  it('uploads the file, files the complaint and answers with the reference', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post').mockImplementation(async (path: string) => (path === '/file-upload' ? { data: { file: '4-abc.pdf' } } : { data: { id: 17 } }));
    renderAccountPage(<ComplaintPage />, '/complain');
    await user.type(field('complaintMessage'), 'Broken bottle');
    await user.upload(field('file'), file('receipt.pdf', 'application/pdf', 2000));
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText('Customer support will get in touch with you soon! Your complaint reference is #17')).toBeVisible();
    const form = post.mock.calls[0][1] as FormData;
    expect(post.mock.calls[0][0]).toBe('/file-upload');
    expect((form.get('file') as File).name).toBe('receipt.pdf');
    expect(post).toHaveBeenCalledWith('/api/Complaints/', { UserId: 4, message: 'Broken bottle', file: '4-abc.pdf' });
    expect(field('complaintMessage')).toHaveValue('');
    expect(screen.getByText('No file chosen')).toBeVisible();
  });

  it('files a complaint without a file, and shows server errors', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post').mockRejectedValueOnce(new ApiError(500, 'Something went wrong on our side.', null)).mockResolvedValueOnce({ data: { id: 3 } });
    renderAccountPage(<ComplaintPage />, '/complain');
    await user.type(field('complaintMessage'), 'Late delivery');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText('Something went wrong on our side.')).toBeVisible();
    expect(field('complaintMessage')).toHaveValue('Late delivery');
    await user.click(submit());
    expect(await screen.findByText(/reference is #3/)).toBeVisible();
    expect(post).toHaveBeenLastCalledWith('/api/Complaints/', { UserId: 4, message: 'Late delivery', file: null });
  });
});
