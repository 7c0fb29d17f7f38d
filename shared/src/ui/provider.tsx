import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { pulpSystem } from './system';

/** Chakra with Pulp's system; the shell renders it once around the whole page. */
export function UiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={pulpSystem}>{children}</ChakraProvider>;
}
