import { screen, within } from '@testing-library/react';
import { api, configStore, DEFAULT_CONFIGURATION, type SocialConfig } from '@pulp/shared';
import { renderCatalogPage } from '../../../test/page-helpers';
import AboutPage from './AboutPage';
import { slideImage, SLIDESHOW_HEIGHT, socialLinks } from './about';

const FEEDBACKS = Array.from({ length: 9 }, (_, index) => ({ id: index + 1, comment: `Comment number ${index + 1}`, rating: (index % 5) + 1 }));

function configure(social: SocialConfig) {
  configStore.setState({ config: { ...DEFAULT_CONFIGURATION, application: { ...DEFAULT_CONFIGURATION.application, social } }, loaded: true });
}

afterEach(() => jest.restoreAllMocks());

describe('about page', () => {
  it('tells our story and links to the terms of use', async () => {
    configure({});
    jest.spyOn(api, 'get').mockResolvedValue({ data: [] });
    renderCatalogPage(<AboutPage />, '/about');
    const history = document.getElementById('corporate-history') as HTMLElement;
    expect(within(history).getByRole('heading', { name: 'The story of Pulp' })).toBeVisible();
    expect(within(history).getByRole('link', { name: 'Read our terms of use' })).toHaveAttribute('href', './ftp/legal.md');
    expect(await screen.findByText('No feedback yet – be the first!')).toBeVisible();
  });

  it('shows the feedback as a slideshow over seven pictures, turning by itself', async () => {
    configure({});
    const get = jest.spyOn(api, 'get').mockResolvedValue({ data: FEEDBACKS });
    renderCatalogPage(<AboutPage />, '/about');
    const section = document.getElementById('customer-feedback') as HTMLElement;
    expect(await within(section).findByText('Comment number 1')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/Feedbacks/');
    const slides = section.querySelectorAll('.slide');
    expect(slides).toHaveLength(9);
    expect((slides[0] as HTMLElement).style.backgroundImage || getComputedStyle(slides[0]).backgroundImage).toContain('slide-1.svg');
    expect(within(section).getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
    expect(within(section).getAllByRole('img', { name: /of 5 stars/, hidden: true })[0]).toHaveAttribute('aria-label', '1 of 5 stars');
    expect(SLIDESHOW_HEIGHT).toBe('300px');
  });

  it('cycles through exactly seven pictures', () => {
    expect([0, 1, 6, 7, 8, 13, 14].map(slideImage)).toEqual([
      'assets/public/images/carousel/slide-1.svg',
      'assets/public/images/carousel/slide-2.svg',
      'assets/public/images/carousel/slide-7.svg',
      'assets/public/images/carousel/slide-1.svg',
      'assets/public/images/carousel/slide-2.svg',
      'assets/public/images/carousel/slide-7.svg',
      'assets/public/images/carousel/slide-1.svg',
    ]);
  });

  it('shows a social button for each configured URL only', async () => {
    configure({ twitterUrl: 'https://twitter.example/pulp', facebookUrl: null, slackUrl: 'https://slack.example/pulp', redditUrl: '', pressKitUrl: 'https://press.example/kit.zip' });
    jest.spyOn(api, 'get').mockResolvedValue({ data: [] });
    renderCatalogPage(<AboutPage />, '/about');
    const social = document.getElementById('social-media') as HTMLElement;
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => link.textContent?.trim())).toEqual(['Twitter', 'Slack', 'Press kit']);
    expect(links[0]).toHaveAttribute('href', 'https://twitter.example/pulp');
    expect(socialLinks({ twitterUrl: 'javascript:alert(1)' })).toEqual([]);
  });

  it('leaves out the social section when nothing is configured', async () => {
    configure({});
    jest.spyOn(api, 'get').mockResolvedValue({ data: [] });
    renderCatalogPage(<AboutPage />, '/about');
    await screen.findByText('No feedback yet – be the first!');
    expect(document.getElementById('social-media')).toBeNull();
  });
});
