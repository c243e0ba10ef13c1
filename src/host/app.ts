import { html, nothing, render } from 'lit-html';
import { sessionStore } from '../core/session/store';
import { ELEMENTS } from '../core/elements/tags';
import type { User } from '../shared/schemas/session';
import { productName } from './brand';
import { decide, type Decision } from './guard';
import { installDismissal } from './layout/dismiss';
import { layout } from './layout/layout';
import { publicShell, stepShell } from './layout/step-shell';
import { closeOverlays, layoutUi } from './layout/ui-state';
import { blockedPage } from './pages/blocked-page';
import { loginPage } from './pages/login-page';
import { notFoundPage } from './pages/not-found-page';
import { forgotPage, invitePage, resetPage } from './pages/password-pages';
import { elementSkeleton } from './pages/skeletons';
import { checkingCredentials, loadingModule, moduleFailedPage, placeholderPage, restrictedPage, suitePage } from './pages/states';
import { forgetRouteElement, routeElement } from './route-element';
import { elementAttributes, matchRoute, normalizePath, type RouteMatch } from './route-match';
import { navigateTo, onRouteChange, startRouter } from './router';
import { ensureWidget, retryFailedWidgets, retryWidget, widgetStatus, type WidgetStatus } from './widgets';

const skeletonDrawn = new WeakSet<HTMLElement>();

/** Draws the element's skeleton in its light DOM while its module loads, and clears it afterwards. */
function drawSkeleton(element: HTMLElement, status: WidgetStatus, user: User | null): boolean {
  const skeleton = status === 'loading' ? elementSkeleton(element.localName, user) : null;
  if (skeleton) {
    render(skeleton, element);
    skeletonDrawn.add(element);
  } else if (skeletonDrawn.delete(element)) {
    render(nothing, element);
  }
  return skeleton !== null;
}

/** A route's own content: its element once its module is here, else a placeholder with its title. */
function routeContent({ route, params }: RouteMatch, user: User | null) {
  if (route.page === 'suite') return suitePage();
  if (!route.element) return placeholderPage(route.title);
  const { tag } = route.element;
  const status = ensureWidget(tag);
  // A module can land before all of its elements do: an undefined tag would stay blank forever.
  if (status === 'failed') return moduleFailedPage(route.title, () => retryWidget(ELEMENTS[tag].module));
  if (status === 'missing' || (status === 'ready' && !customElements.get(tag))) return placeholderPage(route.title);
  const element = routeElement(tag, elementAttributes(route.element, params));
  const skeleton = drawSkeleton(element, status, user);
  // One template whatever the status: lit then keeps the element where it is. Moving it would disconnect it,
  // and r2wc would unmount its React tree and build it again.
  return html`${status === 'loading' && !skeleton ? loadingModule() : nothing}${element}`;
}

function view(match: RouteMatch, decision: Decision) {
  const { user } = sessionStore.getState();
  if (decision.kind === 'loading') return checkingCredentials();
  const { route } = match;
  if (route.page === 'login') return loginPage();
  if (route.page === 'blocked') return blockedPage();
  if (route.page === 'forgot') return forgotPage();
  if (route.page === 'reset') return resetPage();
  if (route.page === 'invite') return invitePage();
  if (route.page === 'not-found') return notFoundPage(user !== null);
  if (route.gate === 'public' && route.element) return publicShell(routeContent(match, user), user !== null);
  if (route.gate === 'step') return stepShell(routeContent(match, user));
  if (!user) return checkingCredentials(); // unreachable: decide() redirects to /login first
  const content = decision.kind === 'forbidden' ? restrictedPage(route.title) : routeContent(match, user);
  return layout(user, location.pathname, content);
}

function pageTitle(match: RouteMatch, decision: Decision): string {
  if (decision.kind === 'loading') return productName();
  const title = decision.kind === 'forbidden' ? 'Acesso restrito' : match.route.title;
  return `${title} · ${productName()}`;
}

/**
 * Draws the screen for the current location and session, and again whenever either
 * changes: a 401 anywhere clears the session's user, and the guard then sends the user
 * to /login. Redirects replace the history entry so Back does not bounce.
 */
export function startApp(root: HTMLElement): void {
  let queued = false;
  let focusMain = false;
  let userId = sessionStore.getState().user?.id;

  const draw = () => {
    queued = false;
    const path = normalizePath(location.pathname);
    if (path !== location.pathname) return navigateTo(path + location.search + location.hash, { replace: true });
    const match = matchRoute(path);
    const decision = decide(match.route, sessionStore.getState());
    if (decision.kind === 'redirect') return navigateTo(decision.to, { replace: true });
    document.title = pageTitle(match, decision);
    render(view(match, decision), root);
    // After following a link, screen readers and keyboards start at the new page, not at the old link.
    if (focusMain && match.route.page !== 'login') document.getElementById('main')?.focus({ preventScroll: true });
    focusMain = false;
  };
  const schedule = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(draw);
  };

  onRouteChange((change) => {
    closeOverlays();
    retryFailedWidgets();
    if (change === 'push') {
      window.scrollTo(0, 0);
      focusMain = true;
    }
    schedule();
  });
  sessionStore.subscribe(({ user }) => {
    if (user?.id !== userId) forgetRouteElement();
    userId = user?.id;
    schedule();
  });
  layoutUi.subscribe(schedule);
  widgetStatus.subscribe(schedule);
  startRouter();
  installDismissal();
  schedule();
}
