import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pulp/shared/router';
import { logoFileName, useConfig, useSession } from '@pulp/shared';
import { Badge, Box, Button, chakra, Flex, HStack, IconButton, Image, PulpIcon, Text, useColorMode } from '@pulp/shared/ui';
import defaultLogo from '../../assets/logo.svg';
import { SearchBox } from '../search/SearchBox';
import { DeferredMenu } from '../menu/DeferredMenu';
import { AccountButton, LanguageButton } from '../menu/menu-buttons';

// The menus' popups load when first wanted (see DeferredMenu): the top bar draws buttons only.
const loadAccountMenu = () => import('../account/AccountMenu').then((module) => module.AccountMenu);
const loadLanguageMenu = () => import('../language/LanguageMenu').then((module) => module.LanguageMenu);

/**
 * The bar's controls: a white focus ring (the grey default is 1.5:1 on the orange) and, when
 * hovered, pressed or open, a darker background under the same white text instead of Chakra's
 * near-white one.
 */
const TOPBAR_CONTROLS = {
  '& :is(button, input, a):focus-visible': { outline: '2px solid', outlineColor: 'topbar.focusRing', outlineOffset: '2px' },
  '& button:is(:hover, [aria-expanded=true], [data-state=open])': { bg: 'topbar.active', color: 'topbar.fg' },
};

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
  const [searching, setSearching] = useState(false);

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="topbar.bg" color="topbar.fg" boxShadow="md" css={TOPBAR_CONTROLS}>
      <Flex as="nav" align="center" gap="1" px={{ base: '1', md: '3' }} h="14" aria-label={t('TOPBAR')}>
        <IconButton id="sidenavButton" aria-label={t('OPEN_SIDENAV')} variant="ghost" color="topbar.fg" onClick={onToggleSideNav}>
          <PulpIcon name="menu" />
        </IconButton>
        {/* The button keeps the contract's name "Back to homepage"; the shop's name beside it is
            its label's visible part (a click on it goes home too) so that the name and the
            visible text do not disagree (WCAG 2.5.3). */}
        <Button id="homeButton" aria-label={t('BACK_TO_HOMEPAGE')} variant="ghost" color="topbar.fg" onClick={() => navigate('/search')} px="2">
          <Image src={logo} alt="" boxSize="8" className="logo" />
        </Button>
        <chakra.label htmlFor="homeButton" fontWeight="bold" fontSize="lg" hideBelow="sm" cursor="pointer" pe="2">
          {name}
        </chakra.label>
        {showVersion && version && (
          <Text as="span" fontSize="xs" hideBelow="md" className="version-label">
            v{version}
          </Text>
        )}
        {/* The bar's own controls take what the logo leaves; on a phone an open search takes the
            place of the buttons after it (the bar would otherwise be wider than the screen). */}
        <HStack gap="1" flex="1" minW="0" justify="flex-end">
          <SearchBox onOpenChange={setSearching} />
          <HStack gap="1" display={searching ? { base: 'none', md: 'flex' } : 'flex'}>
            {/* At every width and for visitors too: logging in starts here. */}
            <DeferredMenu id="navbarAccount" Button={AccountButton} load={loadAccountMenu} />
            {isLoggedIn && (
              <Button aria-label={t('SHOW_SHOPPING_CART')} variant="ghost" color="topbar.fg" onClick={() => navigate('/basket')} gap="1" px="2">
                <PulpIcon name="cart" />
                {/* Visible words that the name "Show the shopping cart" contains, and the count in
                    parentheses, which WCAG 2.5.3 lets differ from the name. */}
                <Text as="span" hideBelow="md">
                  {t('SHOPPING_CART')}
                </Text>
                <span aria-hidden="true">(</span>
                <Badge colorPalette="gray" variant="solid" borderRadius="full" className="basket-count" mx="-0.5">
                  {basketCount}
                </Badge>
                <span aria-hidden="true">)</span>
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
        </HStack>
      </Flex>
    </Box>
  );
}
