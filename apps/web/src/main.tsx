import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { onSessionOver } from './api/client';
import { openReloginDialog } from './api/relogin';
import { App } from './app/App';
import { installErrorCapture } from './app/errorLog';
import { currentLanguage, loadCatalogs } from './i18n';
import { loadUiLocale } from './i18n/uiLocale';

installErrorCapture();
onSessionOver(openReloginDialog);

// The page's language comes first, with antd's and dayjs's texts in it; should its catalog fail to load,
// the error is logged and the app still comes up (with message keys) rather than leaving a blank page.
void Promise.all([loadCatalogs(), loadUiLocale(currentLanguage())]).finally(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
