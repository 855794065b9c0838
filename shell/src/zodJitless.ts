// zod in the browser without its eval probe: zod checks whether `new Function` works (to compile faster
// object parsers), which the site's content security policy refuses and reports on every page. Imported
// first by each browser entry, since zod reads the setting when a schema is created.
import * as z from 'zod/v4-mini';

z.config({ jitless: true });
