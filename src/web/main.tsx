import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PAGE_STATE_ID, SERVER_PREVIEW_ATTRIBUTE } from '#common/page-markers';
import { AppRoutes } from '#web/app/app-routes';
import { createQueryClient, Providers } from '#web/app/providers';
import './styles.css';

// A page the server rendered with its data (the portfolio, the news) carries that query cache: starting from
// it, the first render matches the HTML instead of showing loading placeholders.
const client = createQueryClient();
const state = document.getElementById(PAGE_STATE_ID)?.textContent;
if (state) hydrate(client, JSON.parse(state));

const app = (
  <StrictMode>
    <Providers client={client}>
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
