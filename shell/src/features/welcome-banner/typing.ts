import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@pulp/shared/router';

/** Input types that take no typed text. */
const NOT_TYPED_INTO = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

/** Is this something a visitor types text into (a text input, a text area, editable content)? */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLTextAreaElement || target.isContentEditable) return true;
  return target instanceof HTMLInputElement && !NOT_TYPED_INTO.has(target.type);
}

/**
 * Whether the visitor has started on a text field of the current page: one held the focus or
 * took input since the page opened. It stays true until the page's path changes — not when the
 * field loses focus, since that is usually the way to the form's button, whose click a modal
 * opening in between would swallow.
 */
export function useTypingOnThisPage(): boolean {
  const { pathname } = useLocation();
  const current = useRef(pathname);
  const [typedOn, setTypedOn] = useState<string | null>(() => (isTextField(document.activeElement) ? pathname : null));

  useEffect(() => {
    current.current = pathname;
  }, [pathname]);

  useEffect(() => {
    const mark = (event: Event) => {
      if (isTextField(event.target)) setTypedOn(current.current);
    };
    document.addEventListener('focusin', mark, true);
    document.addEventListener('input', mark, true);
    return () => {
      document.removeEventListener('focusin', mark, true);
      document.removeEventListener('input', mark, true);
    };
  }, []);

  return typedOn === pathname;
}
