import { api, PATHS, type Feedback, type SocialConfig } from '@pulp/shared';
import type { feedback, ResponseOf } from '@pulp/shared/contract';

/** The slideshow has seven pictures; feedback entries take turns over them (docs/behaviour.md, "Constants"). */
export const SLIDESHOW_IMAGES = 7;
export const SLIDESHOW_HEIGHT = '300px';
export const SLIDE_DELAY_MS = 5000;

export const slideImage = (index: number) => `assets/public/images/carousel/slide-${(index % SLIDESHOW_IMAGES) + 1}.svg`;

export async function loadFeedbacks(): Promise<Feedback[]> {
  return (await api.get<ResponseOf<typeof feedback.list>>(`${PATHS.feedbacks}/`)).data;
}

export interface SocialLink {
  key: keyof SocialConfig;
  label: string;
  url: string;
}

const SOCIAL_LABELS: [keyof SocialConfig, string][] = [
  ['twitterUrl', 'SOCIAL_TWITTER'],
  ['facebookUrl', 'SOCIAL_FACEBOOK'],
  ['slackUrl', 'SOCIAL_SLACK'],
  ['redditUrl', 'SOCIAL_REDDIT'],
  ['pressKitUrl', 'SOCIAL_PRESS_KIT'],
];

/** A social button for each configured URL, and none for the others. */
export function socialLinks(social: SocialConfig | undefined): SocialLink[] {
  return SOCIAL_LABELS.flatMap(([key, label]) => {
    const url = social?.[key];
    return typeof url === 'string' && /^https?:\/\//i.test(url) ? [{ key, label, url }] : [];
  });
}
