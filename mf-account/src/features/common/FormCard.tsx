import type { ReactNode } from 'react';
import { Card, Heading, Text } from '@pulp/shared/ui';

export interface FormCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  maxW?: string;
}

/** The card every account form sits in: centred, a heading, room to breathe. */
export function FormCard({ title, subtitle, children, maxW = 'md' }: FormCardProps) {
  return (
    <Card.Root maxW={maxW} mx="auto" mt={{ base: '2', md: '8' }} mb="8">
      <Card.Body gap="4">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {subtitle && <Text color="fg.muted">{subtitle}</Text>}
        {children}
      </Card.Body>
    </Card.Root>
  );
}
