/**
 * zod, configured for the site's Content-Security-Policy: without `jitless`
 * zod probes `new Function` on first parse to compile fast paths, which the
 * policy (no 'unsafe-eval') refuses and reports as a violation. Schemas
 * import `z` from here.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
