/** The parts of the page around every route, which the shell route puts together. */
export { getCmsLinks } from './api/get-cms-links';
export { getHeaderMessage } from './api/get-header-message';
export { getMainMenu } from './api/get-main-menu';
export { CartPanelHost } from './components/cart-panel-host';
export { ErrorBoundary } from './components/error-boundary';
export { Footer } from './components/footer';
export { Header } from './components/header';
export { HeaderMessageBar } from './components/header-message-bar';
export { ScrollToTop } from './components/scroll-to-top';
export { SideMenuHost } from './components/side-menu-host';
export { useRouteChangeEffects } from './hooks/use-route-change-effects';
export { cmsLinksOf } from './navigation-model';
