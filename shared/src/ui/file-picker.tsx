import type { ChangeEvent, Ref } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
// From the ui singleton (see ./forms.ts): './icons' would copy the icon set into the forms' chunk.
import { PulpIcon } from '@pulp/shared/ui';

const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' } as const;

export interface FilePickerProps {
  id: string;
  accept?: string;
  inputRef?: Ref<HTMLInputElement>;
  fileName: string | null;
  /** Translated texts: the button, and what shows while no file is chosen. */
  chooseLabel: string;
  noneLabel: string;
  onChange: (file: File | null) => void;
  invalid?: boolean;
}

/**
 * A file input whose visible texts are ours (translated), not the browser's. The real input
 * stays in the page, focusable and reachable by id, only visually hidden.
 */
export function FilePicker({ id, accept, inputRef, fileName, chooseLabel, noneLabel, onChange, invalid }: FilePickerProps) {
  return (
    <HStack position="relative" gap="3" w="full" borderWidth="1px" borderColor={invalid ? 'border.error' : 'border'} borderRadius="l2" px="1.5" h="10" _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}>
      <input
        id={id}
        ref={inputRef}
        type="file"
        accept={accept}
        style={VISUALLY_HIDDEN}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null)}
      />
      <Button asChild size="xs" variant="outline" flexShrink={0}>
        <label htmlFor={id}>
          <PulpIcon name="upload" /> {chooseLabel}
        </label>
      </Button>
      <Text fontSize="sm" color={fileName ? 'fg' : 'fg.muted'} truncate className="file-name">
        {fileName ?? noneLabel}
      </Text>
    </HStack>
  );
}
