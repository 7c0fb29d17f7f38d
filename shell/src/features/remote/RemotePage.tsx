import { Component, useCallback, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { Center, ErrorCard, Spinner } from '@pulp/shared/ui';
import { onSocket } from '@pulp/shared';
import { entryOf, fallBack, onEntryChange, reRegisterRemote, type RemoteName } from './manifest';
import { checkCompatibility, loadRemoteTranslations, type Refusal } from './compatibility';

/** What every exposed page module provides. */
export interface RemotePageModule {
  default: ComponentType;
}

/** A page as loaded: its component, the entry it came from, and the newer build refused on the way. */
interface LoadedPage {
  page: ComponentType;
  entry: string | undefined;
  refusal: Refusal | null;
}

/** A build that does not fit this shell, with no earlier build to fall back on. */
class RemoteRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(`version ${refusal.version} does not fit this shell`);
  }
}

const loaded = new Map<string, LoadedPage>();

// A remote moved to another build: its pages load again from the new one on their next visit.
onEntryChange((name) => {
  for (const id of [...loaded.keys()]) if (id.startsWith(`${name}/`)) loaded.delete(id);
});

/**
 * Loads one exposed page from the remote's current build. A build from another origin is first
 * checked against the shell's singletons; one that does not fit, or whose entry cannot be
 * loaded, gives way to the last build that worked (and the refusal is reported with the page).
 */
async function loadPage(remote: RemoteName, module: string, refusal: Refusal | null = null, fellBack = false): Promise<LoadedPage> {
  const id = `${remote}/${module}`;
  const cached = loaded.get(id);
  if (cached) return cached;
  const entry = entryOf(remote);
  let found: Refusal | null = null;
  try {
    found = entry ? await checkCompatibility(entry) : null;
    if (!found) {
      const [exposed] = await Promise.all([
        loadRemote<RemotePageModule>(id),
        entry ? loadRemoteTranslations(entry).catch((error: unknown) => console.warn(`Translations of ${id} could not be loaded`, error)) : undefined,
      ]);
      if (!exposed || typeof exposed.default !== 'function') throw new Error(`${id} did not provide a page`);
      const result = { page: exposed.default, entry, refusal };
      loaded.set(id, result);
      return result;
    }
  } catch (error) {
    if (fellBack || !fallBack(remote)) throw error;
    console.warn(`${id}: ${entry} could not be used, the previous build is used instead`, error);
    return loadPage(remote, module, refusal, true);
  }
  console.error(`${id}: ${entry} (version ${found.version}) was refused`, found.incompatibilities);
  // The card names the build that was promoted (the first refused), not a fallback refused after it.
  if (fellBack || !fallBack(remote)) throw new RemoteRefused(refusal ?? found);
  return loadPage(remote, module, found, true);
}

/** The translated card of a refused build: with the previous build kept, it stands above its page. */
function RefusalCard({ refusal, kept, onRetry }: { refusal: Refusal; kept: boolean; onRetry?: () => void }) {
  const { t } = useTranslation();
  const detail = refusal.incompatibilities
    .map((item) =>
      t('REMOTE_INCOMPATIBLE_DETAIL', { version: refusal.version, library: item.library, required: item.required, provided: item.provided ?? t('REMOTE_NOT_PROVIDED') }),
    )
    .join(' ');
  return <ErrorCard title="REMOTE_INCOMPATIBLE_TITLE" text={kept ? 'REMOTE_INCOMPATIBLE_KEPT' : 'AREA_FAILED_TEXT'} detail={detail} onRetry={onRetry} />;
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
  const [state, setState] = useState<{ id: string; page: LoadedPage | null; failed: boolean; refused: Refusal | null }>(() => ({
    id,
    page: loaded.get(id) ?? null,
    failed: false,
    refused: null,
  }));

  useEffect(() => {
    if (state.id === id && state.page && attempt === 0) return;
    let active = true;
    setState((previous) => (previous.id === id ? { ...previous, failed: false, refused: null } : { id, page: loaded.get(id) ?? null, failed: false, refused: null }));
    loadPage(remote, module)
      .then((page) => active && setState({ id, page, failed: false, refused: null }))
      .catch((error: unknown) => {
        // The federation runtime's report (codes, URLs, links) is for developers: the console.
        console.error(`The page ${id} could not be loaded`, error);
        if (active) setState({ id, page: null, failed: true, refused: error instanceof RemoteRefused ? error.refusal : null });
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
    return state.refused ? <RefusalCard refusal={state.refused} kept={false} onRetry={retry} /> : <ErrorCard onRetry={retry} />;
  }
  const current = state.id === id ? state.page : null;
  if (!current) {
    return (
      <Center py="16" aria-busy="true">
        <Spinner size="lg" color="brand.solid" />
      </Center>
    );
  }
  return (
    <RemoteErrorBoundary onRetry={retry} resetKey={`${id}#${attempt}`}>
      {current.refusal && <RefusalCard refusal={current.refusal} kept />}
      <div className={`remote-area remote-${remote}`} data-remote={remote} data-remote-entry={current.entry}>
        <current.page />
      </div>
    </RemoteErrorBoundary>
  );
}
