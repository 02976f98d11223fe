import { configure } from '@testing-library/dom';

// findBy*/waitFor wait up to 5 s, not 1 s: a first lazy import of a panel can take over a second
// on a busy 2-core machine, and a slower test is better than a red one there.
configure({ asyncUtilTimeout: 5_000 });
