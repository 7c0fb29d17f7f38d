import { Center, Spinner } from '@pulp/shared/ui';

export function Loading() {
  return (
    <Center py="12" aria-busy="true">
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}
