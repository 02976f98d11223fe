import { type RefObject, useEffect, useRef } from 'react';

/** the gap left between the sticky header and a question brought into view */
const GAP_BELOW_HEADER = 12;

/**
 * On every change of question after the first, scrolls the question's start to just below the
 * sticky header when it is hidden: a phone shows the panel or the buttons far below it.
 */
export function useQuestionInView(
  index: number,
  target: RefObject<HTMLElement | null>,
  header: RefObject<HTMLElement | null>,
) {
  const shown = useRef(index);
  useEffect(() => {
    if (shown.current === index) return;
    shown.current = index;
    const start = target.current?.getBoundingClientRect().top;
    if (start === undefined) return;
    const covered = header.current?.getBoundingClientRect().bottom ?? 0;
    if (start >= covered && start < window.innerHeight / 2) return;
    window.scrollBy({ top: start - covered - GAP_BELOW_HEADER });
  }, [index, target, header]);
}
