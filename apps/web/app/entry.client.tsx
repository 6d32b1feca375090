// Before any other module: the page's code is evaluated in three tasks, not one (vite.config.ts,
// features/startup). The rest is React Router's default client entry.
import '~/features/startup/after-react.client';
import '~/features/startup/after-router.client';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { routableTarget } from '~/domain/site-path';

// The server read this address's encoded tabs and line breaks as text (domain/site-path.ts);
// the router here must read it alike, or it fails on the "//" that "/%09/" decodes to.
const { pathname, search, hash } = window.location;
const readable = routableTarget(pathname);
if (readable !== pathname)
  window.history.replaceState(window.history.state, '', readable + search + hash);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
