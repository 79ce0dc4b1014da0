import { configure } from '@testing-library/react';

// findBy*/waitFor resolve as soon as the page is ready; this is only the ceiling. The first render
// of a lazy route in jsdom can take a second on a loaded two-core machine, past the 1 s default.
configure({ asyncUtilTimeout: 5_000 });
