import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
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
if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
