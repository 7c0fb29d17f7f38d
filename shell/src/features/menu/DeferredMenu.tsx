import { useCallback, useLayoutEffect, useRef, useState, type ComponentType, type ForwardRefExoticComponent, type RefAttributes } from 'react';
import type { IconButton } from '@pulp/shared/ui';
import type { ComponentProps } from 'react';

export interface OpenableMenuProps {
  defaultOpen?: boolean;
}

type ButtonComponent = ForwardRefExoticComponent<ComponentProps<typeof IconButton> & RefAttributes<HTMLButtonElement>>;

interface DeferredMenuProps {
  /** The id the button keeps before and after loading (dom-contract). */
  id: string;
  Button: ButtonComponent;
  load: () => Promise<ComponentType<OpenableMenuProps>>;
}

/**
 * A top-bar menu whose popup code loads when it is first wanted: until then only its button
 * is drawn. Hovering or focusing starts the load; a press opens the menu once it is there, even
 * when the loaded menu's button replaced this one between press and release. The swap must
 * not drop the keyboard focus to the page either: a focused button hands it on.
 */
export function DeferredMenu({ id, Button, load }: DeferredMenuProps) {
  const [Menu, setMenu] = useState<ComponentType<OpenableMenuProps> | null>(null);
  const [wanted, setWanted] = useState(false);
  const handFocusOn = useRef(false);

  const fetchMenu = useCallback(() => {
    load()
      .then((component) => {
        handFocusOn.current = document.activeElement?.id === id;
        setMenu(() => component);
      })
      .catch((error: unknown) => console.error('Menu could not be loaded', error));
  }, [load, id]);

  // In the commit that swaps the buttons, before anything else runs: the focus never rests on
  // the page between the two (a keyboard or screen-reader user would hear it fall).
  useLayoutEffect(() => {
    if (Menu && handFocusOn.current) document.getElementById(id)?.focus();
  }, [Menu, id]);

  if (Menu) return <Menu defaultOpen={wanted} />;
  return (
    <Button
      id={id}
      aria-haspopup="menu"
      aria-busy={wanted}
      onPointerEnter={fetchMenu}
      onFocus={fetchMenu}
      // The menu may arrive between the press and the click (hovering started the load): the
      // click would then land on a button that is gone, so wanting it starts with the press.
      onPointerDown={() => setWanted(true)}
      onClick={() => {
        setWanted(true);
        fetchMenu();
      }}
    />
  );
}
