import { Component, type ReactNode } from 'react';
import { useRouteHandle } from '../lib/route-handle.ts';
import { PageHeader } from './page-header.tsx';
import { PageLoading } from './page-loading.tsx';

const reload = () => window.location.reload();

type Props = {
  children: ReactNode;
  /** A new value (the path) clears a failure: another screen starts afresh. */
  resetKey?: string;
  /** Shown instead of the failed part; by default the route's header and the failure with its button. */
  fallback?: ReactNode;
};
type State = { failed: boolean; resetKey: string | undefined };

/**
 * Around each screen: a screen whose code could not be fetched (a lost connection, a build
 * replaced on the server) or that failed to render says so, with a button that loads the app
 * again, under the route's header, instead of leaving a blank page. Around the parts beside the
 * screen (the tab bar, the notices) with a fallback of its own, so that one of them failing
 * costs only itself.
 */
export class ScreenBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback === undefined ? <ScreenFailed /> : this.props.fallback;
  }
}

/** The route's title and, off the tab screens, a way back, as the screen itself would have shown them. */
function ScreenFailed() {
  const handle = useRouteHandle();
  return (
    <div className="page">
      <PageHeader back={!handle?.tabBar} />
      <PageLoading reads={[{ isError: true, refetch: reload }]} />
    </div>
  );
}

/** Where even the frame failed (the router, the guard): the failure and its button on an empty page. */
export function AppFailed() {
  return (
    <div className="page">
      <PageLoading reads={[{ isError: true, refetch: reload }]} />
    </div>
  );
}
