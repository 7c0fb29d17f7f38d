import { Component, useEffect, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { loadRemote } from '@module-federation/enhanced/runtime';
// By their package names, as the shell imports them: that is what makes this page the provider
// of these federation singletons for the remote.
import { HashRouter, useLocation } from '@pulp/shared/router';
import { api, ApiError, errorMessage, i18n, PATHS, sessionStore, useSession } from '@pulp/shared';
import type { ResponseOf, users } from '@pulp/shared/contract';
import { Box, Button, Center, ErrorCard, Heading, Input, Spinner, Stack, Text, UiProvider } from '@pulp/shared/ui';

/** The remote a standalone page hosts: its federation name and exposed modules ("./AccountingPage"). */
export interface StandaloneRemote {
  name: string;
  exposes: string[];
}

class Boundary extends Component<{ children: ReactNode; resetKey: string }, { error: Error | null; resetKey: string }> {
  override state = { error: null as Error | null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { resetKey: string }) {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override render() {
    return this.state.error ? <ErrorCard detail={this.state.error.message} /> : this.props.children;
  }
}

/** One exposed module of the remote, loaded from the development server. */
function ExposedModule({ remote, module }: { remote: string; module: string }) {
  const [page, setPage] = useState<{ module: string; Page: ComponentType } | { module: string; failed: string } | null>(null);
  useEffect(() => {
    let active = true;
    loadRemote<{ default: ComponentType }>(`${remote}/${module}`)
      .then((exposed) => active && exposed && setPage({ module, Page: exposed.default }))
      .catch((error: unknown) => active && setPage({ module, failed: error instanceof Error ? error.message : String(error) }));
    return () => {
      active = false;
    };
  }, [remote, module]);
  if (!page || page.module !== module) {
    return (
      <Center py="16" aria-busy="true">
        <Spinner size="lg" />
      </Center>
    );
  }
  if ('failed' in page) return <ErrorCard detail={page.failed} />;
  return (
    <Boundary resetKey={module}>
      <div className={`remote-area remote-${remote}`} data-remote={remote}>
        <page.Page />
      </div>
    </Boundary>
  );
}

/** Logs in against the real shop (the development server passes the API through), as the shop's login page does. */
function LoginForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const answer = await api.post<ResponseOf<typeof users.login>>(PATHS.login, { email, password });
      sessionStore.getState().login(answer.authentication.token, answer.authentication.bid);
    } catch (caught) {
      // An account with two-factor authentication is asked for its code: log in with another one here.
      const twoFactor = caught instanceof ApiError && (caught.body as { status?: string } | null)?.status === 'totp_token_required';
      setError(twoFactor ? t('STANDALONE_TWO_FACTOR') : errorMessage(caught));
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('STANDALONE_LOGIN')}>
      <Stack direction="row" gap="2" align="center" wrap="wrap">
        <Input aria-label={t('STANDALONE_EMAIL')} placeholder={t('STANDALONE_EMAIL')} value={email} onChange={(event) => setEmail(event.target.value)} maxW="xs" />
        <Input aria-label={t('STANDALONE_PASSWORD')} placeholder={t('STANDALONE_PASSWORD')} type="password" value={password} onChange={(event) => setPassword(event.target.value)} maxW="xs" />
        <Button type="submit">{t('STANDALONE_LOGIN')}</Button>
        {error && <Text role="alert">{error}</Text>}
      </Stack>
    </form>
  );
}

function HostFrame({ remote }: { remote: StandaloneRemote }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const email = useSession((state) => state.email);
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const modules = remote.exposes.map((name) => name.replace(/^\.\//, ''));
  const selected = modules.find((module) => pathname.split('/')[1] === module) ?? modules[0];
  return (
    <Box p="4">
      <Stack gap="3" mb="4" as="header">
        <Heading size="md">{t('STANDALONE_TITLE', { remote: `mf-${remote.name}` })}</Heading>
        <Stack direction="row" gap="3" wrap="wrap" as="nav" aria-label={t('STANDALONE_MODULES')}>
          {modules.map((module) => (
            <a key={module} href={`#/${module}`} aria-current={module === selected ? 'page' : undefined}>
              {module}
            </a>
          ))}
        </Stack>
        {isLoggedIn ? (
          <Stack direction="row" gap="2" align="center">
            <Text>{t('STANDALONE_LOGGED_IN', { email })}</Text>
            <Button size="xs" variant="outline" onClick={() => sessionStore.getState().logout()}>
              {t('STANDALONE_LOGOUT')}
            </Button>
          </Stack>
        ) : (
          <LoginForm />
        )}
      </Stack>
      {/* A login or logout loads the page afresh, as a navigation in the shop would. */}
      <main>{selected && <ExposedModule key={`${selected}#${email ?? ''}`} remote={remote.name} module={selected} />}</main>
    </Box>
  );
}

/**
 * A minimal host for one remote in development: the shared singletons, the session from the real
 * shop, and its exposed modules one at a time, so the team that owns it needs none of the others.
 */
export function StandaloneHost({ remote }: { remote: StandaloneRemote }) {
  return (
    <I18nextProvider i18n={i18n}>
      <UiProvider>
        <HashRouter>
          <HostFrame remote={remote} />
        </HashRouter>
      </UiProvider>
    </I18nextProvider>
  );
}
