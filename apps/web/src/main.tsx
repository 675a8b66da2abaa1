import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { SNAPSHOT_ID } from './app/snapshot/hand-over';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
const render = () =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// The app renders in a transition, in slices of a few milliseconds a phone answers taps and
// scrolling between, not in one long task. Over a page's snapshot the person already has the
// page. Elsewhere the page's code comes first (signed in, the shell's and the screen's too)
// under Raahi's mark, and the page is drawn once, with no spinner between the layers.
const draw = () => startTransition(render);
if (document.getElementById(SNAPSHOT_ID)) draw();
else void preloadPage(window.location.pathname).then(draw);
