import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isHardened, useConfig } from '@pulp/shared';
import { Box, Button, Card, ErrorCard, Heading, Stack, Text } from '@pulp/shared/ui';
import { Skeleton } from '@pulp/shared/ui-data';
import promoVideo from './pulp-promo.webm';
import { clock, loadSubtitles, parseCues, type Cue } from './subtitles';

/**
 * The promo video (#/promotion, linked from the about page): our nine-second animation with
 * subtitles in the visitor's language as a caption track, and a transcript of the same
 * subtitles whose lines jump to their moment in the video.
 */
export default function PromotionPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const config = useConfig((state) => state.config);
  const video = useRef<HTMLVideoElement>(null);
  const [cues, setCues] = useState<Cue[] | null>(null);
  const [track, setTrack] = useState<string | null>(null);
  const [now, setNow] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let url: string | null = null;
    let current = true;
    setError(null);
    loadSubtitles(language)
      .then((vtt) => {
        if (!current) return;
        url = URL.createObjectURL(new Blob([vtt], { type: 'text/vtt' }));
        setTrack(url);
        setCues(parseCues(vtt));
      })
      .catch((failure: unknown) => current && setError(errorMessage(failure)));
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [language, attempt]);

  const jumpTo = (cue: Cue) => {
    if (!video.current) return;
    video.current.currentTime = cue.start;
    void video.current.play().catch(() => undefined);
  };

  return (
    <Stack gap="6" maxW="3xl" mx="auto">
      <Heading as="h1" size="2xl">
        {t('TITLE_PROMOTION')}
      </Heading>
      <Text color="fg.muted">{t('PROMO_INTRO')}</Text>
      <Card.Root>
        <Card.Body gap="4">
          <Box asChild w="full" borderRadius="md" bg="black">
            <video id="promotion-video" ref={video} controls preload="metadata" aria-label={t('PROMO_VIDEO_LABEL')} onTimeUpdate={(event) => setNow(event.currentTarget.currentTime)}>
              <source src={promoVideo} type="video/webm" />
              {track && <track kind="subtitles" src={track} srcLang={language.replace('_', '-')} label={t('PROMO_SUBTITLES_LABEL')} default />}
            </video>
          </Box>
        </Card.Body>
      </Card.Root>
      <Card.Root id="promotion-transcript">
        <Card.Body gap="3">
          <Heading as="h2" size="lg">
            {t('PROMO_TRANSCRIPT')}
          </Heading>
          {error && <ErrorCard detail={error} onRetry={() => setAttempt((value) => value + 1)} />}
          {!error && !cues && <Skeleton h="24" borderRadius="md" />}
          {cues && cues.length === 0 && <Text color="fg.muted">{t('PROMO_NO_SUBTITLES')}</Text>}
          {cues && cues.length > 0 && (
            <Stack as="ol" gap="1" listStyleType="none" m="0" p="0">
              {cues.map((cue, index) => {
                const playing = now >= cue.start && now < cue.end;
                return (
                  <li key={`${cue.start}-${index}`}>
                    <Button variant={playing ? 'subtle' : 'ghost'} colorPalette="brand" justifyContent="flex-start" w="full" h="auto" py="2" whiteSpace="normal" textAlign="start" onClick={() => jumpTo(cue)} aria-current={playing ? 'true' : undefined} className="promotion-cue">
                      <Text as="span" fontVariantNumeric="tabular-nums" color="fg.muted" minW="10">
                        {clock(cue.start)}
                      </Text>
                      {/* vuln: videoXssChallenge — cue text is shown as markup (to keep WebVTT's <b> and <i>), so whatever the subtitles file holds becomes part of the page. */}
                      {isHardened(config, 'videoXssChallenge') ? (
                        // The browser's own WebVTT parser builds the cue: <b>, <i>, <u> (and VTT's other tags) become elements, anything else stays text.
                        <Text as="span" className="promotion-cue-text" ref={(span: HTMLSpanElement | null) => span?.replaceChildren(new VTTCue(cue.start, cue.end, cue.text).getCueAsHTML())} />
                      ) : (
                        <Text as="span" className="promotion-cue-text" dangerouslySetInnerHTML={{ __html: cue.text }} />
                      )}
                    </Button>
                  </li>
                );
              })}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
