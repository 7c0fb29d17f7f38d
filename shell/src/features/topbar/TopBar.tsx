import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pulp/shared/router';
import { logoFileName, useConfig, useSession } from '@pulp/shared';
import { Badge, Box, Button, Flex, HStack, IconButton, Image, PulpIcon, Spacer, Text, useColorMode } from '@pulp/shared/ui';
import defaultLogo from '../../assets/logo.svg';
import { SearchBox } from '../search/SearchBox';
import { DeferredMenu } from '../menu/DeferredMenu';
import { AccountButton, LanguageButton } from '../menu/menu-buttons';

// The menus' popups load when first wanted (see DeferredMenu): the top bar draws buttons only.
const loadAccountMenu = () => import('../account/AccountMenu').then((module) => module.AccountMenu);
const loadLanguageMenu = () => import('../language/LanguageMenu').then((module) => module.LanguageMenu);

/** The logo: the bundled default until the configuration names one. */
function useLogo(): string {
  const loaded = useConfig((state) => state.loaded);
  const logo = useConfig((state) => state.config.application.logo);
  return loaded ? `assets/public/images/${logoFileName(logo)}` : defaultLogo;
}

export function TopBar({ onToggleSideNav }: { onToggleSideNav: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = useConfig((state) => state.config.application.name);
  const showVersion = useConfig((state) => state.config.application.showVersionNumber !== false);
  const version = useConfig((state) => state.version);
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const basketCount = useSession((state) => state.basketCount);
  const colorMode = useColorMode();
  const logo = useLogo();

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="topbar.bg" color="topbar.fg" boxShadow="md">
      <Flex as="nav" align="center" gap="1" px={{ base: '1', md: '3' }} h="14" aria-label={t('TOPBAR')}>
        <IconButton id="sidenavButton" aria-label={t('OPEN_SIDENAV')} variant="ghost" color="topbar.fg" onClick={onToggleSideNav}>
          <PulpIcon name="menu" />
        </IconButton>
        <Button id="homeButton" aria-label={t('BACK_TO_HOMEPAGE')} variant="ghost" color="topbar.fg" onClick={() => navigate('/search')} px="2" gap="2">
          <Image src={logo} alt="" boxSize="8" className="logo" />
          <Text as="span" fontWeight="bold" fontSize="lg" hideBelow="sm">
            {name}
          </Text>
        </Button>
        {showVersion && version && (
          <Text as="span" fontSize="xs" opacity={0.8} hideBelow="md" className="version-label">
            v{version}
          </Text>
        )}
        <Spacer />
        <HStack gap="0">
          <SearchBox />
          <Box hideBelow="md">
            <DeferredMenu id="navbarAccount" Button={AccountButton} load={loadAccountMenu} />
          </Box>
          {isLoggedIn && (
            <Button aria-label={t('SHOW_SHOPPING_CART')} variant="ghost" color="topbar.fg" onClick={() => navigate('/basket')} gap="1" px="2">
              <PulpIcon name="cart" />
              <Text as="span" hideBelow="md">
                {t('TITLE_BASKET')}
              </Text>
              <Badge colorPalette="gray" variant="solid" borderRadius="full" className="basket-count">
                {basketCount}
              </Badge>
            </Button>
          )}
          <DeferredMenu id="navbarLanguageButton" Button={LanguageButton} load={loadLanguageMenu} />
          <IconButton
            aria-label={colorMode.mode === 'dark' ? t('SWITCH_TO_LIGHT') : t('SWITCH_TO_DARK')}
            variant="ghost"
            color="topbar.fg"
            onClick={colorMode.toggle}
          >
            <PulpIcon name={colorMode.mode === 'dark' ? 'sun' : 'moon'} />
          </IconButton>
        </HStack>
      </Flex>
    </Box>
  );
}
