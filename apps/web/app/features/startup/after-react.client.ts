// React DOM first (its whole client), then a break before React Router is evaluated: this module
// opens the `router` chunk (vite.config.ts), so the chunk's own code runs after the await.
import 'react-dom/client';
import { yieldToBrowser } from './yield-to-browser';

await yieldToBrowser();
