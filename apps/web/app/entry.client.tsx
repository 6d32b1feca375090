// Before any other module: the page's code is evaluated in three tasks, not one (vite.config.ts,
// features/startup). The rest is React Router's default client entry.
import '~/features/startup/after-react.client';
import '~/features/startup/after-router.client';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
