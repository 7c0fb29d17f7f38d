import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from '@pulp/shared/router';
import { Box, HStack, IconButton, Input, PulpIcon, pulpSystem } from '@pulp/shared/ui';

/**
 * Where the top bar has room for an open search beside its buttons (its `md` breakpoint and up).
 * Below it the search takes their place, and closes once it has searched so that they come back.
 */
const BAR_FITS_SEARCH = pulpSystem.breakpoints.up('md').replace(/^@media\s+/, '');

/**
 * The top-bar search: submits the text as ?q=, or opens /search without it. It fills the room
 * its parent gives it; the top bar is told when it opens or closes (on a phone the bar then
 * makes room for it).
 */
export function SearchBox({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [open, setOpenState] = useState(false);
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (location.pathname === '/search') setText(params.get('q') ?? '');
  }, [location.pathname, params]);

  useEffect(() => {
    if (open) input.current?.focus();
    // Closed (by Escape, its button or a search on a phone): the focus goes back to the button
    // that opens it, instead of to the page's start with the input gone.
    else if (wasOpen.current) openButton.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    navigate(query ? `/search?q=${encodeURIComponent(query)}` : '/search');
    if (!window.matchMedia?.(BAR_FITS_SEARCH).matches) setOpen(false);
  };

  return (
    <Box id="searchQuery" as="form" onSubmit={submit} role="search" display="flex" alignItems="center" justifyContent="flex-end" flex={open ? '1' : undefined} minW="0">
      {open ? (
        <HStack gap="1" bg="whiteAlpha.200" borderRadius="md" ps="2" flex={{ base: '1', md: 'initial' }} minW="0">
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
            flex="1"
            minW="0"
            width={{ base: 'auto', md: '64' }}
            size="sm"
          />
          <IconButton type="button" aria-label={t('CLOSE_SEARCH')} variant="ghost" color="topbar.fg" size="sm" onClick={() => setOpen(false)}>
            <PulpIcon name="close" />
          </IconButton>
        </HStack>
      ) : (
        <IconButton ref={openButton} type="button" aria-label={t('OPEN_SEARCH')} variant="ghost" color="topbar.fg" onClick={() => setOpen(true)}>
          <PulpIcon name="search" />
        </IconButton>
      )}
    </Box>
  );
}
