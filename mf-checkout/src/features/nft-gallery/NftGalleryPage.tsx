import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '@pulp/shared/router';
import { useSession } from '@pulp/shared';
import { Badge, Box, Button, Card, ErrorCard, HStack, PulpIcon, showConfirmation, SimpleGrid, Stack, Text } from '@pulp/shared/ui';
import { Page } from '../common/Page';
import { Loading } from '../common/Loading';
import { useLoad } from '../common/useLoad';
import { shortAddress, tokenWalletApi } from '../token-wallet/tokenWalletApi';
import { NftArt } from './NftArt';
import type { NftDesign } from '@pulp/shared/contract';
import { useBusyAction } from '../common/useBusyAction';

/** The translation keys of a design's name and text: NFT_<SLUG>_NAME and NFT_<SLUG>_TEXT. */
const keyOf = (slug: string) => `NFT_${slug.toUpperCase().replace(/-/g, '_')}`;

function EditionBadge({ design }: { design: NftDesign }) {
  const { t } = useTranslation();
  const text = {
    unique: t('NFT_EDITION_UNIQUE'),
    limited: t('NFT_EDITION_LIMITED', { supply: design.supply ?? 0 }),
    open: t('NFT_EDITION_OPEN'),
    reserved: t('NFT_EDITION_RESERVED'),
  }[design.edition];
  return (
    <Badge colorPalette={design.edition === 'reserved' ? 'gray' : 'orange'} variant="subtle">
      {text}
    </Badge>
  );
}

interface CardProps {
  design: NftDesign;
  /** The customer's wallet address, when logged in with a wallet. */
  wallet: string | null;
  isLoggedIn: boolean;
  onMinted: () => void;
}

function DesignCard({ design, wallet, isLoggedIn, onMinted }: CardProps) {
  const { t } = useTranslation();
  const [busy, run] = useBusyAction();
  const name = t(`${keyOf(design.slug)}_NAME`);
  const soldOut = design.supply !== null && design.minted.length >= design.supply;

  const mint = async () => {
    await run(async () => {
      await tokenWalletApi.mint(design.slug);
      showConfirmation(t('NFT_MINTED', { name }));
      onMinted();
    });
  };

  let action;
  if (!design.mintable) action = <Text color="fg.muted">{t(design.edition === 'reserved' ? 'NFT_NOT_MINTABLE_RESERVED' : 'NFT_NOT_MINTABLE')}</Text>;
  else if (soldOut) action = <Text color="fg.muted">{t('NFT_SOLD_OUT')}</Text>;
  else if (!isLoggedIn || !wallet)
    action = (
      <Text color="fg.muted" fontSize="sm">
        {t('NFT_MINT_NEEDS_WALLET')}{' '}
        <RouterLink to={isLoggedIn ? '/token-wallet' : '/login'} style={{ textDecoration: 'underline' }}>
          {isLoggedIn ? t('TITLE_TOKEN_WALLET') : t('TITLE_LOGIN')}
        </RouterLink>
      </Text>
    );
  else
    action = (
      <Button className="mint-button" colorPalette="brand" size="sm" alignSelf="flex-start" disabled={busy} onClick={() => void mint()} aria-label={`${t('NFT_MINT', { price: design.price ?? 0 })} – ${name}`}>
        {t('NFT_MINT', { price: design.price ?? 0 })}
      </Button>
    );

  return (
    <Card.Root overflow="hidden" className={`nft-card nft-${design.slug}`}>
      <NftArt slug={design.slug} label={name} />
      <Card.Body gap="2">
        <HStack justify="space-between" align="flex-start" gap="2" flexWrap="wrap">
          <Card.Title as="h2" fontSize="lg">
            {name}
          </Card.Title>
          <EditionBadge design={design} />
        </HStack>
        {design.soulBound && (
          <Badge colorPalette="purple" variant="solid" alignSelf="flex-start">
            {t('NFT_SOUL_BOUND')}
          </Badge>
        )}
        <Text color="fg.muted" fontSize="sm">
          {t(`${keyOf(design.slug)}_TEXT`)}
        </Text>
        {design.price !== null && <Text fontWeight="semibold">{t('NFT_PRICE', { price: design.price })}</Text>}
        <Box fontSize="sm" className="nft-owners">
          {design.minted.length === 0 ? (
            <Text color="fg.muted">{t('NFT_NONE_MINTED')}</Text>
          ) : (
            <Stack as="ul" gap="0.5" listStyleType="none" ps="0">
              {design.minted.slice(0, 5).map((piece) => (
                <Text as="li" key={piece.id}>
                  #{piece.id} · {t('NFT_OWNER')}{' '}
                  <Text as="span" fontFamily="mono" dir="ltr" title={piece.owner}>
                    {shortAddress(piece.owner)}
                  </Text>
                  {wallet && piece.owner.toLowerCase() === wallet.toLowerCase() && (
                    <Badge ms="2" colorPalette="green" size="sm">
                      {t('NFT_YOURS')}
                    </Badge>
                  )}
                </Text>
              ))}
              {design.minted.length > 5 && <Text as="li">{t('NFT_MORE_OWNERS', { count: design.minted.length - 5 })}</Text>}
            </Stack>
          )}
        </Box>
        {action}
      </Card.Body>
    </Card.Root>
  );
}

/** Collectibles gallery (docs/behaviour.md, "Token wallet"): every design, who owns its pieces, and minting. */
export default function NftGalleryPage() {
  const { t } = useTranslation();
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const gallery = useLoad(() => tokenWalletApi.gallery(), []);
  const overview = useLoad(() => tokenWalletApi.overview(), [isLoggedIn], isLoggedIn);
  const wallet = isLoggedIn ? (overview.data?.wallet?.address ?? null) : null;
  const refresh = () => {
    void gallery.reload();
    if (isLoggedIn) void overview.reload();
  };

  return (
    <Page title={t('TITLE_NFT_GALLERY')} icon="image" subtitle={t('NFT_GALLERY_INTRO')} maxW="6xl">
      {isLoggedIn && overview.data?.wallet && (
        <Text mb="4" className="gallery-balance">
          {t('NFT_GALLERY_BALANCE', { tokens: overview.data.wallet.tokens })}
        </Text>
      )}
      {gallery.error ? (
        <ErrorCard title="NFT_GALLERY_FAILED" detail={gallery.error} onRetry={() => void gallery.reload()} />
      ) : !gallery.data ? (
        <Loading />
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
          {gallery.data.designs.map((design) => (
            <DesignCard key={design.slug} design={design} wallet={wallet} isLoggedIn={isLoggedIn} onMinted={refresh} />
          ))}
        </SimpleGrid>
      )}
      <HStack mt="6">
        <PulpIcon name="info" />
        <Text fontSize="sm" color="fg.muted">
          {t('NFT_GALLERY_NOTE')}
        </Text>
      </HStack>
    </Page>
  );
}
