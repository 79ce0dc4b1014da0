import { configure } from '@testing-library/react';

// findBy*/waitFor resolve as soon as the page is ready; this is only the ceiling. The first render
// of a lazy route in jsdom compiles its modules on first use (the home page's search form pulls in
// much of Mantine), which took over 5 s on a loaded two-core machine.
configure({ asyncUtilTimeout: 15_000 });
