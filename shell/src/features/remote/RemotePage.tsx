import { Component, useCallback, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { Center, ErrorCard, Spinner } from '@pulp/shared/ui';
import { onSocket } from '@pulp/shared';
import { reRegisterRemote, type RemoteName } from './manifest';

/** What every exposed page module provides. */
export interface RemotePageModule {
  default: ComponentType;
}

const loaded = new Map<string, ComponentType>();

async function loadPage(remote: RemoteName, module: string): Promise<ComponentType> {
  const id = `${remote}/${module}`;
  const cached = loaded.get(id);
  if (cached) return cached;
  const exposed = await loadRemote<RemotePageModule>(id);
  if (!exposed || typeof exposed.default !== 'function') throw new Error(`${id} did not provide a page`);
  loaded.set(id, exposed.default);
  return exposed.default;
}

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
  resetKey: string;
}

/** Catches what a remote's page throws while rendering, so the rest of the shop keeps working. */
class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null; resetKey: string }> {
  override state = { error: null as Error | null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: Error | null; resetKey: string }) {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A remote page failed', error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <ErrorCard
          onRetry={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}

export interface RemotePageProps {
  remote: RemoteName;
  module: string;
}

/** Loads one page of a remote into its own area, with a translated error card and a retry. */
export function RemotePage({ remote, module }: RemotePageProps) {
  const id = `${remote}/${module}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ id: string; page: ComponentType | null; failed: boolean }>(() => ({
    id,
    page: loaded.get(id) ?? null,
    failed: false,
  }));

  useEffect(() => {
    if (state.id === id && state.page && attempt === 0) return;
    let active = true;
    setState((previous) => (previous.id === id ? { ...previous, failed: false } : { id, page: loaded.get(id) ?? null, failed: false }));
    loadPage(remote, module)
      .then((page) => active && setState({ id, page, failed: false }))
      .catch((error: unknown) => {
        // The federation runtime's report (codes, URLs, links) is for developers: the console.
        console.error(`The page ${id} could not be loaded`, error);
        if (active) setState({ id, page: null, failed: true });
      });
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, attempt]);

  const retry = useCallback(() => {
    loaded.delete(id);
    reRegisterRemote(remote);
    setAttempt((value) => value + 1);
  }, [id, remote]);

  // When the realtime connection comes back, the server very likely is too: try again unasked.
  useEffect(() => (state.failed ? onSocket('connect', retry) : undefined), [state.failed, retry]);

  if (state.failed) {
    return <ErrorCard onRetry={retry} />;
  }
  const Page = state.id === id ? state.page : null;
  if (!Page) {
    return (
      <Center py="16" aria-busy="true">
        <Spinner size="lg" color="brand.solid" />
      </Center>
    );
  }
  return (
    <RemoteErrorBoundary onRetry={retry} resetKey={`${id}#${attempt}`}>
      <div className={`remote-area remote-${remote}`} data-remote={remote}>
        <Page />
      </div>
    </RemoteErrorBoundary>
  );
}
