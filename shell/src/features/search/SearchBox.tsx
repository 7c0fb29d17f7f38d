import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from '@pulp/shared/router';
import { Box, HStack, IconButton, Input, PulpIcon } from '@pulp/shared/ui';

/** The top-bar search: submits the text as ?q=, or opens /search without it. */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (location.pathname === '/search') setText(params.get('q') ?? '');
  }, [location.pathname, params]);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    navigate(query ? `/search?q=${encodeURIComponent(query)}` : '/search');
  };

  return (
    <Box id="searchQuery" as="form" onSubmit={submit} role="search" display="flex" alignItems="center">
      {open ? (
        <HStack gap="1" bg="whiteAlpha.200" borderRadius="md" ps="2">
          <PulpIcon name="search" />
          <Input
            ref={input}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
            placeholder={t('SEARCH_PLACEHOLDER')}
            aria-label={t('SEARCH_PLACEHOLDER')}
            variant="flushed"
            color="topbar.fg"
            borderColor="transparent"
            _placeholder={{ color: 'whiteAlpha.700' }}
            width={{ base: '36', md: '64' }}
            size="sm"
          />
          <IconButton type="button" aria-label={t('CLOSE_SEARCH')} variant="ghost" color="topbar.fg" size="sm" onClick={() => setOpen(false)}>
            <PulpIcon name="close" />
          </IconButton>
        </HStack>
      ) : (
        <IconButton type="button" aria-label={t('OPEN_SEARCH')} variant="ghost" color="topbar.fg" onClick={() => setOpen(true)}>
          <PulpIcon name="search" />
        </IconButton>
      )}
    </Box>
  );
}
