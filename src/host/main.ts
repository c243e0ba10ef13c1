import './styles.css';
import { loadConfig } from '../core/config-load';
import { startSession } from '../core/session/store';
import { startApp } from './app';
import { matchRoute, normalizePath } from './route-match';

const root = document.getElementById('app');
if (!root) throw new Error('index.html must contain <div id="app">');

// Both start at once: the session check (guard step 1) and the product name for /login. A page anyone may
// see (public, the not-found page) asks only when this browser signed in: a visitor's console stays clean.
const { gate } = matchRoute(normalizePath(location.pathname)).route;
startSession({ onlyIfSignedIn: gate === 'public' || gate === 'any' });
void loadConfig().then(() => {
  // index.html's 'Carregando...' goes; the app draws from here on.
  root.replaceChildren();
  startApp(root);
});
