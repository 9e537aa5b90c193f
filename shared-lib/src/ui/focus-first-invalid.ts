import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a refused submit, focus moves to the first field marked invalid (`aria-invalid="true"`),
 * whose error is shown under it: a keyboard or screen-reader user lands on what to fix.
 * `refused()` is called by the submit handler once it has set the problems; the focus moves after
 * React has drawn them. A problem with no field of its own (shown at the top) leaves focus alone.
 */
export function useFocusFirstInvalid<F extends HTMLFormElement = HTMLFormElement>() {
  const formRef = useRef<F>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const refused = useCallback(() => setRefusals((n) => n + 1), []);
  return { formRef, refused };
}
