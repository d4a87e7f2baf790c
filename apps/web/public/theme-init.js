// The theme before the first paint (lib/theme.ts takes over), so a dark phone never flashes white.
// A file of its own rather than an inline script: the Content-Security-Policy allows scripts from
// this site only. The choice is kept by lib/storage.ts as JSON ("dark"), read plain as well.
(function () {
  try {
    var raw = localStorage.getItem('theme');
    var choice = raw;
    try {
      choice = JSON.parse(raw);
    } catch (e) {}
    var dark = choice === 'dark' || (choice !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.setAttribute('data-prefers-color-scheme', dark ? 'dark' : 'light');
  } catch (e) {}
})();
