import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
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
// Over a page's snapshot the person already has the page: the app renders in a transition,
// yielding to her taps and scrolling every few milliseconds, and takes over when it is done.
if (document.getElementById(SNAPSHOT_ID)) startTransition(render);
else render();
