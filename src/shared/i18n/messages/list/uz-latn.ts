import type { SourceTree } from '../../runtime/message';

/** The words joining the last item of a list: keyed by the Uzbek word callers name. */
export default {
  va: 'va',
  yoki: 'yoki',
} satisfies SourceTree;
