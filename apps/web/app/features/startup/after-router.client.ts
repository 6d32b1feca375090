// React Router first, then a break before the site's own modules are evaluated: this module opens
// the `shell` chunk (vite.config.ts), so the chunk's own code runs after the await.
import 'react-router';
import 'react-router/dom';
import './after-react.client';
import { yieldToBrowser } from './yield-to-browser';

await yieldToBrowser();
