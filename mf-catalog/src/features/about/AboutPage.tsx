import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '@pulp/shared/router';
import { errorMessage, useConfig, type Feedback } from '@pulp/shared';
import { Button, Card, Center, ErrorCard, Heading, HStack, Link, PulpIcon, Stack, Text } from '@pulp/shared/ui';
import { Skeleton } from '@pulp/shared/ui-data';
import { FeedbackSlideshow } from './FeedbackSlideshow';
import { loadFeedbacks, SLIDESHOW_HEIGHT, socialLinks } from './about';

const HISTORY = ['ABOUT_HISTORY_1', 'ABOUT_HISTORY_2', 'ABOUT_HISTORY_3'] as const;

/** About us (docs/behaviour.md, "Screens"): our story, customer feedback as a slideshow, social links, terms. */
export default function AboutPage() {
  const { t } = useTranslation();
  const application = useConfig((state) => state.config.application);
  const [feedbacks, setFeedbacks] = useState<Feedback[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const links = socialLinks(application.social);

  useEffect(() => {
    loadFeedbacks()
      .then(setFeedbacks)
      .catch((failure: unknown) => setError(errorMessage(failure)));
  }, []);

  return (
    <Stack gap="6" maxW="5xl" mx="auto">
      <Heading as="h1" size="2xl">
        {t('TITLE_ABOUT')}
      </Heading>
      <Card.Root id="corporate-history">
        <Card.Body gap="3">
          <Heading as="h2" size="lg">
            {t('ABOUT_HISTORY_TITLE', { appName: application.name })}
          </Heading>
          {HISTORY.map((key) => (
            <Text key={key} lineHeight="tall">
              {t(key, { appName: application.name })}
            </Text>
          ))}
          <Link href="./ftp/legal.md" target="_blank" rel="noopener" color="brand.fg" alignSelf="flex-start" className="terms-of-use">
            <PulpIcon name="file" /> {t('ABOUT_TERMS_OF_USE')}
          </Link>
          <Link asChild color="brand.fg" alignSelf="flex-start" className="promotion-link">
            <RouterLink to="/promotion">
              <PulpIcon name="play" /> {t('ABOUT_PROMO_VIDEO')}
            </RouterLink>
          </Link>
        </Card.Body>
      </Card.Root>
      <Card.Root id="customer-feedback">
        <Card.Body gap="4">
          <Heading as="h2" size="lg">
            {t('ABOUT_CUSTOMER_FEEDBACK')}
          </Heading>
          {error && <ErrorCard title="FEEDBACK_FAILED" detail={error} />}
          {!error && !feedbacks && <Skeleton h={SLIDESHOW_HEIGHT} borderRadius="lg" />}
          {feedbacks && feedbacks.length === 0 && (
            <Center h="24">
              <Text color="fg.muted">{t('ABOUT_NO_FEEDBACK')}</Text>
            </Center>
          )}
          {feedbacks && feedbacks.length > 0 && <FeedbackSlideshow feedbacks={feedbacks} />}
        </Card.Body>
      </Card.Root>
      {links.length > 0 && (
        <Card.Root id="social-media">
          <Card.Body gap="3">
            <Heading as="h2" size="lg">
              {t('ABOUT_SOCIAL_MEDIA')}
            </Heading>
            <HStack gap="3" wrap="wrap">
              {links.map((link) => (
                <Button key={link.key} asChild variant="outline" colorPalette="brand">
                  <a href={link.url} target="_blank" rel="noopener noreferrer" className={`social-${link.key}`}>
                    <PulpIcon name="external" /> {t(link.label)}
                  </a>
                </Button>
              ))}
            </HStack>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
