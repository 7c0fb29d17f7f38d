import type { SystemContext } from '@chakra-ui/react';

/**
 * The id of the document's `<style>` that carries the system's global CSS (Chakra's reset,
 * Pulp's global rules, keyframes and every token's CSS variable, light and dark), written
 * ahead of time into global-styles.css and inlined by the shell's build. Serialising those
 * styles in the browser took some 50 ms of the first screen's main thread; the UI kit's
 * test keeps the file equal to what the system would emit.
 */
export const GLOBAL_STYLES_ELEMENT_ID = 'pulp-global-styles';

/**
 * The system ChakraProvider gets: when the document already carries the global styles, the
 * same system with no global styles of its own to insert (ChakraProvider renders the
 * system's `_global` styles, part of its public SystemContext type); otherwise (a remote's
 * standalone page, tests) the system as it is.
 */
export function systemForDocument(system: SystemContext, doc: Document | undefined): SystemContext {
  if (!doc?.getElementById(GLOBAL_STYLES_ELEMENT_ID)) return system;
  return { ...system, _global: [] };
}
