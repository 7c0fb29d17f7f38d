import type { ReactNode } from 'react';
import { Box, Heading, HStack, PulpIcon, Stack, Text, type IconName } from '@pulp/shared/ui';

export interface PageProps {
  title: ReactNode;
  icon?: IconName;
  subtitle?: ReactNode;
  /** Room on the right of the heading (buttons, balance). */
  aside?: ReactNode;
  maxW?: string;
  children: ReactNode;
}

/** The frame of every checkout page: a centred column with an icon heading. */
export function Page({ title, icon, subtitle, aside, maxW = '5xl', children }: PageProps) {
  return (
    <Box maxW={maxW} mx="auto" width="full">
      <HStack justify="space-between" align="flex-start" mb="5" gap="4" flexWrap="wrap">
        <Stack gap="1">
          <HStack gap="3">
            {icon && (
              <Box as="span" display="inline-flex" p="2" borderRadius="full" bg="brand.muted" color="brand.fg">
                <PulpIcon name={icon} size="1.4em" />
              </Box>
            )}
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
          </HStack>
          {subtitle && <Text color="fg.muted">{subtitle}</Text>}
        </Stack>
        {aside}
      </HStack>
      {children}
    </Box>
  );
}
