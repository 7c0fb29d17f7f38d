import type { ReactNode } from 'react';
import { Button, HStack, PulpIcon, type IconName } from '@pulp/shared/ui';
import { Collapsible } from '@pulp/shared/ui-data';

export interface ExpanderPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Visible title of the header button, also its accessible name. */
  label: string;
  icon: IconName;
  /** Class of the panel's root element (page objects find the panel by it). */
  className: string;
  /** Id of the header button, where the DOM contract names one. */
  triggerId?: string;
  /** The panel body, shown while open; it brings its own padding. */
  children: ReactNode;
}

/** A bordered expander of the checkout pages: an icon and title header that opens the body below. */
export function ExpanderPanel({ open, onOpenChange, label, icon, className, triggerId, children }: ExpanderPanelProps) {
  // Only set when given: an explicit id={undefined} would replace the id Chakra gives the trigger.
  const triggerIdProp = triggerId ? { id: triggerId } : {};
  return (
    <Collapsible.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} borderWidth="1px" borderRadius="lg" bg="bg" className={className}>
      <Collapsible.Trigger asChild>
        <Button {...triggerIdProp} variant="ghost" width="full" justifyContent="space-between" px="4" py="6" aria-label={label}>
          <HStack gap="2">
            <PulpIcon name={icon} />
            <span>{label}</span>
          </HStack>
          <PulpIcon name={open ? 'chevronDown' : 'chevronRight'} />
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
