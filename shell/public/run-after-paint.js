// Prerendered pages load the app with this instead of a deferred <script>:
// a deferred script that has arrived runs before the first paint, so the
// page's own HTML would wait for main.js's evaluation to show. main.js is
// preloaded (a <link> in <head>), so only its execution waits, not its
// download. External, because the CSP allows no inline script.
(() => {
  var current = document.currentScript;
  var src = current?.getAttribute('data-src');
  if (!src) return;
  var run = () => {
    var script = document.createElement('script');
    script.src = src;
    document.body.appendChild(script);
  };
  // A timeout queued from an animation frame runs once that frame has been painted.
  if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') {
    requestAnimationFrame(() => {
      setTimeout(run, 0);
    });
  } else {
    run();
  }
})();
