import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { api, ApiError, configStore, DEFAULT_CONFIGURATION, sessionStore } from '@pulp/shared';
import { renderCatalogPage } from '../../../test/page-helpers';
import PhotoWallPage from './PhotoWallPage';
import { imageFileError, tweetLink, twitterHandle } from './photo-wall';

const MEMORIES = [
  { id: 2, caption: 'Cargo bike', imagePath: 'assets/public/images/uploads/memory-bike.svg', User: { username: 'jonas' } },
  { id: 1, caption: 'Orchard', imagePath: 'assets/public/images/uploads/memory-orchard.svg', User: { username: '' } },
];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const picture = (bytes: number[], name = 'holiday.png', type = 'image/png') => new NodeFile([Uint8Array.from(bytes)], name, { type }) as unknown as File;
const field = (id: string) => document.getElementById(id) as HTMLInputElement;

function configure(twitterUrl: string | null) {
  configStore.setState({ config: { ...DEFAULT_CONFIGURATION, application: { ...DEFAULT_CONFIGURATION.application, social: { twitterUrl } } }, loaded: true });
}

beforeEach(() => {
  sessionStore.getState().logout();
  configure(null);
});
afterEach(() => jest.restoreAllMocks());

describe('photo wall', () => {
  it('shows every picture with its caption; visitors get no upload form and no tweet link without a handle', async () => {
    jest.spyOn(api, 'get').mockResolvedValue({ data: MEMORIES });
    renderCatalogPage(<PhotoWallPage />, '/photo-wall');
    expect(await screen.findByRole('img', { name: 'Cargo bike' })).toHaveAttribute('src', 'assets/public/images/uploads/memory-bike.svg');
    expect(screen.getByText('Orchard')).toBeVisible();
    expect(screen.getByText('by jonas')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Tweet/ })).toBeNull();
    expect(document.getElementById('memory-form')).toBeNull();
  });

  it('offers a tweet link per picture when a handle is configured', async () => {
    configure('https://twitter.com/pulpshop');
    jest.spyOn(api, 'get').mockResolvedValue({ data: MEMORIES });
    renderCatalogPage(<PhotoWallPage />, '/photo-wall');
    const links = await screen.findAllByRole('link', { name: /Tweet/ });
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', tweetLink('Cargo bike', 'pulpshop'));
    expect(twitterHandle('https://twitter.com/@pulp/')).toBe('pulp');
    expect(twitterHandle('not a url')).toBeNull();
    expect(decodeURIComponent(tweetLink('x'.repeat(200), 'pulp').split('text=')[1])).toHaveLength(140);
  });

  it('accepts only PNG or JPEG by their first bytes', async () => {
    await expect(imageFileError(picture(PNG))).resolves.toBeNull();
    await expect(imageFileError(picture([0xff, 0xd8, 0xff, 0xe1], 'a.jpg', 'image/jpeg'))).resolves.toBeNull();
    await expect(imageFileError(picture([0x25, 0x50, 0x44, 0x46], 'fake.png'))).resolves.toBe('INVALID_MIME_TYPE');
  });

  it('lets logged-in users upload a picture with a caption, then shows the new list', async () => {
    const user = userEvent.setup();
    sessionStore.getState().login('x.eyJkYXRhIjp7ImlkIjo0LCJlbWFpbCI6ImRlbW9AcHVscC5zaG9wIiwicm9sZSI6ImN1c3RvbWVyIn19.y', 1);
    const get = jest.spyOn(api, 'get').mockResolvedValueOnce({ data: MEMORIES }).mockResolvedValueOnce({ data: [{ id: 3, caption: 'Beach day', imagePath: 'assets/public/images/uploads/4-new.png' }, ...MEMORIES] });
    const post = jest.spyOn(api, 'post').mockResolvedValue({ data: { id: 3 } });
    renderCatalogPage(<PhotoWallPage />, '/photo-wall');
    const form = await waitFor(() => document.getElementById('memory-form') as HTMLElement);
    const upload = within(form).getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    await user.upload(field('memoryImage'), picture([0x25, 0x50, 0x44, 0x46], 'fake.png'));
    expect(await screen.findByText('Only PNG and JPEG pictures are allowed.')).toBeVisible();
    await user.upload(field('memoryImage'), picture(PNG));
    await waitFor(() => expect(screen.queryByText('Only PNG and JPEG pictures are allowed.')).toBeNull());
    await user.click(field('memoryCaption'));
    await user.tab();
    expect(await screen.findByText('Please give your picture a caption.')).toBeVisible();
    await user.type(field('memoryCaption'), 'Beach day');
    await waitFor(() => expect(upload).toBeEnabled());
    await user.click(upload);
    expect(await screen.findByText('Your picture was uploaded successfully.')).toBeVisible();
    const sent = post.mock.calls[0][1] as FormData;
    expect(post.mock.calls[0][0]).toBe('/rest/memories');
    expect(sent.get('caption')).toBe('Beach day');
    expect((sent.get('image') as File).name).toBe('holiday.png');
    expect(await screen.findByRole('img', { name: 'Beach day' })).toBeVisible();
    expect(get).toHaveBeenCalledTimes(2);
    expect(field('memoryCaption')).toHaveValue('');
  });

  it('shows the server error and resets the form when an upload fails', async () => {
    const user = userEvent.setup();
    sessionStore.getState().login('x.eyJkYXRhIjp7ImlkIjo0LCJlbWFpbCI6ImRlbW9AcHVscC5zaG9wIiwicm9sZSI6ImN1c3RvbWVyIn19.y', 1);
    jest.spyOn(api, 'get').mockResolvedValue({ data: MEMORIES });
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(415, 'The picture must be a PNG or JPEG image.', null));
    renderCatalogPage(<PhotoWallPage />, '/photo-wall');
    await waitFor(() => expect(document.getElementById('memory-form')).not.toBeNull());
    await user.upload(field('memoryImage'), picture(PNG));
    await user.type(field('memoryCaption'), 'Beach day');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('The picture must be a PNG or JPEG image.')).toBeVisible();
    expect(field('memoryCaption')).toHaveValue('');
    expect(screen.getByText('No file chosen')).toBeVisible();
  });
});
