// Every CSS module of the shell belongs to this entry chunk, not to the async
// bootstrap chunk that imports it: so a production build extracts them into
// one stylesheet that the HTML links in <head>, and the prerendered markup is
// styled at first paint. The modules are only included, not run, here.
require.context('./', true, /\.module\.css$/);

// The async boundary lets Module Federation negotiate shared modules before React loads.
import('./bootstrap');
