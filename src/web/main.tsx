import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SERVER_PREVIEW_ATTRIBUTE } from '#common/seo';
import { AppRoutes } from '#web/app/app-routes';
import { Providers } from '#web/app/providers';
import './styles.css';

const app = (
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

const root = document.getElementById('root')!;
// Prerendered pages arrive with their HTML; others (the shell) start empty. Hydrating in a transition
// lets React yield to the browser every few milliseconds instead of blocking it in one long task.
// A page the server filled with a preview of its content (an event's page) is rendered over, not
// hydrated: the preview is plain HTML, not the app's markup.
const prerendered = root.firstElementChild && !root.firstElementChild.hasAttribute(SERVER_PREVIEW_ATTRIBUTE);
if (prerendered) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
