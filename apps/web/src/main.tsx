import 'antd-mobile/es/global';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { installAntdReact19Render } from './lib/antd-react19.ts';
import { initI18n } from './lib/i18n.ts';
import { getStoredLang, storeLang } from './lib/lang.ts';

installAntdReact19Render();

const lang = getStoredLang();
// Renews the 3-day language cookie on every visit, so it keeps agreeing with local storage.
storeLang(lang);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

void initI18n(lang).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
