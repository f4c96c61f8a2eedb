import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes the focus when it is drawn. The HTML `autofocus` attribute (what `autoFocus` becomes when
 * Preact draws) is honoured by a browser once in a page's life: the search box drawn again while a list's panel was
 * open stayed unfocused, and what the person typed went nowhere.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
