import { Box, Heading, HStack, PulpIcon, Stack, Text, type IconName } from '@pulp/shared/ui';

/** The title block of a staff page. */
export function PageHeader({ icon, title, text }: { icon: IconName; title: string; text: string }) {
  return (
    <HStack gap="4" align="center">
      <Box bg="brand.muted" color="brand.fg" borderRadius="full" p="3" display={{ base: 'none', sm: 'flex' }}>
        <PulpIcon name={icon} size="1.75em" />
      </Box>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{text}</Text>
      </Stack>
    </HStack>
  );
}
