// Runs before the first paint (an external file: the Content-Security-Policy forbids inline
// scripts). Sets the "dark" class from the saved preference ('quiz-theme': light | dark | system).
(() => {
  var preference = 'system';
  var stored = null;
  try {
    stored = window.localStorage.getItem('quiz-theme');
  } catch {
    // Storage unavailable: follow the system.
  }
  if (stored === 'light' || stored === 'dark' || stored === 'system') preference = stored;
  var dark =
    preference === 'dark' ||
    (preference === 'system' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  if (dark) root.classList.add('dark');
  else root.classList.remove('dark');
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
