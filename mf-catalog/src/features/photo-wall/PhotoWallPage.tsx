import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, useConfig, useSession, type Memory } from '@pulp/shared';
import { photoWallSchema, valibotResolver } from '@pulp/shared/validation';
import { Box, Button, Card, ErrorCard, Field, Heading, Image, Input, Link, PulpIcon, showConfirmation, showError, SimpleGrid, Stack, Text } from '@pulp/shared/ui';
import { FilePicker } from '@pulp/shared/ui-forms';
import { EmptyState, Skeleton } from '@pulp/shared/ui-data';
import { imageFileError, loadMemories, tweetLink, twitterHandle, uploadMemory } from './photo-wall';

function MemoryCard({ memory, handle }: { memory: Memory; handle: string | null }) {
  const { t } = useTranslation();
  return (
    <Card.Root overflow="hidden" className="memory">
      {/* vuln: missingEncodingChallenge ? — the stored path goes into the address as it is: a "#"
          or "?" in a file name ends the path there, and the browser asks for another file. */}
      <Image src={memory.imagePath} alt={memory.caption} aspectRatio="4/3" objectFit="cover" w="full" bg="bg.muted" />
      <Card.Body gap="1" p="4">
        <Text fontWeight="medium" className="memory-caption" dir="auto">
          {memory.caption}
        </Text>
        {memory.User?.username && (
          <Text fontSize="sm" color="fg.muted">
            {t('PHOTO_BY', { name: memory.User.username })}
          </Text>
        )}
        {handle && (
          <Link href={tweetLink(memory.caption, handle)} target="_blank" rel="noopener noreferrer" color="brand.fg" fontSize="sm" alignSelf="flex-start" className="tweet">
            <PulpIcon name="external" /> {t('BTN_TWEET')}
          </Link>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function UploadForm({ onUploaded }: { onUploaded: () => void }) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<{ caption: string }>({ mode: 'onTouched', defaultValues: { caption: '' }, resolver: valibotResolver(photoWallSchema) });

  const clear = () => {
    reset({ caption: '' });
    setImage(null);
    setImageError(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const choose = async (file: File | null) => {
    setImage(file);
    setImageError(file ? await imageFileError(file) : null);
  };

  const submit = handleSubmit(async ({ caption }) => {
    if (!image || imageError) return;
    try {
      await uploadMemory(image, caption.trim());
      showConfirmation(t('IMAGE_UPLOAD_SUCCESS'));
      onUploaded();
    } catch (failure) {
      showError(errorMessage(failure));
    }
    clear();
  });

  return (
    <Card.Root>
      <Card.Body>
        <form id="memory-form" onSubmit={submit} noValidate>
          <Stack gap="4" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-end' }}>
            <Field.Root id="memoryImage" invalid={Boolean(imageError)} required flex="1">
              <Field.Label>{t('LABEL_PICTURE')}</Field.Label>
              <FilePicker
                id="memoryImage"
                inputRef={fileInput}
                accept="image/png,image/jpeg"
                fileName={image?.name ?? null}
                chooseLabel={t('CHOOSE_FILE')}
                noneLabel={t('NO_FILE_CHOSEN')}
                invalid={Boolean(imageError)}
                onChange={(file) => void choose(file)}
              />
              {imageError ? <Field.ErrorText>{t(imageError)}</Field.ErrorText> : <Field.HelperText>{t('PICTURE_HINT')}</Field.HelperText>}
            </Field.Root>
            <Field.Root id="memoryCaption" invalid={Boolean(formState.errors.caption)} required flex="1">
              <Field.Label>{t('LABEL_CAPTION')}</Field.Label>
              <Input id="memoryCaption" maxLength={160} {...register('caption')} />
              {formState.errors.caption ? <Field.ErrorText>{t(formState.errors.caption.message ?? '')}</Field.ErrorText> : <Field.HelperText>{t('CAPTION_HINT')}</Field.HelperText>}
            </Field.Root>
            <Box pb={{ md: '6' }}>
              <Button id="submitButton" type="submit" colorPalette="brand" disabled={!image || Boolean(imageError) || !formState.isValid || formState.isSubmitting} loading={formState.isSubmitting}>
                <PulpIcon name="upload" /> {t('BTN_UPLOAD')}
              </Button>
            </Box>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/** Photo wall (docs/behaviour.md, "Screens"): everybody's pictures; logged-in users add their own. */
export default function PhotoWallPage() {
  const { t } = useTranslation();
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const application = useConfig((state) => state.config.application);
  const handle = twitterHandle(application.social.twitterUrl);
  const [memories, setMemories] = useState<Memory[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(() => {
    setError(null);
    loadMemories()
      .then(setMemories)
      .catch((failure: unknown) => setError(errorMessage(failure)));
  }, []);
  useEffect(refresh, [refresh]);

  return (
    <Stack gap="6" maxW="6xl" mx="auto">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('TITLE_PHOTO_WALL')}
        </Heading>
        <Text color="fg.muted">{t('PHOTO_WALL_INTRO', { appName: application.name })}</Text>
      </Stack>
      {isLoggedIn && <UploadForm onUploaded={refresh} />}
      {error && <ErrorCard title="MEMORIES_FAILED" detail={error} onRetry={refresh} />}
      {!error && !memories && (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} h="72" borderRadius="lg" />
          ))}
        </SimpleGrid>
      )}
      {memories && memories.length === 0 && (
        <EmptyState.Root>
          <EmptyState.Content>
            <EmptyState.Indicator>
              <PulpIcon name="camera" />
            </EmptyState.Indicator>
            <EmptyState.Title>{t('PHOTO_WALL_EMPTY')}</EmptyState.Title>
          </EmptyState.Content>
        </EmptyState.Root>
      )}
      {memories && memories.length > 0 && (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5" className="photo-wall">
          {memories.map((memory) => (
            <MemoryCard key={memory.id ?? memory.imagePath} memory={memory} handle={handle} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
