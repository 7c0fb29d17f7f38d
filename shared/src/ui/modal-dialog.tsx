import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';

export interface ModalDialogProps {
  open: boolean;
  /** Called when the dialog asks to close: close button, Escape or a click outside. */
  onClose: () => void;
  /** Class of the dialog's content element (page objects find the dialog by it). */
  className: string;
  title: ReactNode;
  children: ReactNode;
  /** The dialog's actions, below its body. */
  footer?: ReactNode;
  /** 'wide': the 500 px product and review dialogs (docs/behaviour.md, "Constants"); 'compact': a medium card; 'code': room for a code listing. */
  size?: 'wide' | 'compact' | 'code';
  /** Scroll the body inside the dialog rather than the page (long content). */
  scrollInside?: boolean;
  /** Rendered in the dialog's root beside its content: a dialog opened from this one. */
  nested?: ReactNode;
}

const CONTENT_SIZE = {
  wide: { width: '500px', maxW: 'calc(100vw - 2rem)' },
  compact: { maxW: 'md', mx: '4' },
  code: { width: '960px', maxW: 'calc(100vw - 2rem)' },
} as const;

/** The frame every Pulp dialog shares: centred, a title, a body, optional actions and a close button. */
export function ModalDialog({ open, onClose, className, title, children, footer, size = 'wide', scrollInside = false, nested }: ModalDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center" scrollBehavior={scrollInside ? 'inside' : 'outside'}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...CONTENT_SIZE[size]} className={className}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('CLOSE_DIALOG')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      {nested}
    </Dialog.Root>
  );
}
