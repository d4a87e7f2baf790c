import 'antd-mobile/es/global';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { prefetchGuardConfig } from './app/guard.tsx';
import { preloadRoute } from './app/routes.tsx';
import { installAntdReact19Render } from './lib/antd-react19.ts';
import { nameBusyButtons } from './lib/busy-buttons.ts';
import { EXCHANGE_TIME_ZONE } from './lib/date.ts';
import { initI18n } from './lib/i18n.ts';
import { getStoredLang, storeLang, warmLocaleData } from './lib/lang.ts';
import { startServiceWorker } from './lib/pwa.ts';
import { startTheme } from './lib/theme.ts';
import { preloadToast } from './lib/toast.ts';
import { useSession } from './lib/session.ts';
import { watchSessionBoundaries } from './lib/session-boundary.ts';

installAntdReact19Render();
startTheme();
nameBusyButtons();
watchSessionBoundaries();

const lang = getStoredLang();
// The browser's number and date data, loaded in a worker while the screen's files are on their way.
warmLocaleData(lang, [EXCHANGE_TIME_ZONE]);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

/** Resolves in a task of its own: start-up gives the main thread back between its steps. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * How long the first render waits for the screen's code and the guard's config. Until then the
 * launch screen shows; past it the app's frame and its loading ring show instead.
 */
const FIRST_SCREEN_WAIT_MS = 3_000;

// Start-up in steps, each a task of its own, so that none holds the phone's main thread long (a
// tap or a frame can come between them): the modules' own code above; the screen's files and
// first reads; the text tables; the first render, once the screen's code is there.
void nextTask()
  .then(() => {
    // Renews the 3-day language cookie on every visit, so it keeps agreeing with local storage
    // (before the first reads: the server answers in the cookie's language).
    storeLang(lang);
    const { pathname, search } = window.location;
    // The first render draws the screen itself when its code (and, signed in, the config the
    // guard waits for and the screen's first reads, for up to a second) has arrived, instead of a
    // loading frame that is drawn and then replaced.
    // The config's request in a task of its own: asking for the screen's code announces all of
    // its files (thirty-odd link elements for /market), which is a long task on a slow phone.
    const screen = preloadRoute(pathname, search, Boolean(useSession.getState().token));
    const config = nextTask().then(() => prefetchGuardConfig(pathname));
    const firstScreen = Promise.race([Promise.all([screen, config]), new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
    return nextTask().then(() => Promise.all([initI18n(lang), firstScreen]));
  })
  .then(nextTask)
  .then(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    // The app has drawn its first frame in this same task (Preact renders at once): the launch
    // screen of index.html gives way to it.
    document.getElementById('launch')?.remove();
    // After the first screen: the first toast (often a failed call) should not wait for its code,
    // and the service worker (offline use, new-version prompt) is registered.
    const afterFirstScreen = () => {
      preloadToast();
      void startServiceWorker();
    };
    if ('requestIdleCallback' in window) requestIdleCallback(afterFirstScreen, { timeout: 4000 });
    else setTimeout(afterFirstScreen, 2000);
  });
