// The shop's remote registry over its admin API (pnpm remote list|promote|rollback).

/** The bearer token: PULP_ADMIN_TOKEN, or a login with PULP_ADMIN_EMAIL and PULP_ADMIN_PASSWORD. */
async function adminToken(shop, env) {
  if (env.PULP_ADMIN_TOKEN) return env.PULP_ADMIN_TOKEN;
  if (!env.PULP_ADMIN_EMAIL || !env.PULP_ADMIN_PASSWORD) {
    throw new Error('Set PULP_ADMIN_TOKEN, or PULP_ADMIN_EMAIL and PULP_ADMIN_PASSWORD, of an administrator of the shop');
  }
  const response = await fetch(new URL('rest/user/login', shop), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: env.PULP_ADMIN_EMAIL, password: env.PULP_ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Login as ${env.PULP_ADMIN_EMAIL} failed: HTTP ${response.status}`);
  return (await response.json()).authentication.token;
}

export function registryClient({ shop = 'http://127.0.0.1:3000', env = process.env } = {}) {
  const base = shop.endsWith('/') ? shop : `${shop}/`;
  let token;
  const call = async (method, path, body) => {
    token ??= await adminToken(base, env);
    const response = await fetch(new URL(path, base), {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(answer.error ?? `HTTP ${response.status}`);
    return answer.data;
  };
  return {
    list: () => call('GET', 'rest/admin/remotes'),
    /** A version the registry knows ("0.2.0+abc") or a build's entry URL. */
    promote: (name, target) =>
      call('PUT', `rest/admin/remotes/${encodeURIComponent(name)}`, /^https?:\/\/|^mf\//.test(target) ? { entry: target } : { version: target }),
    /** Back to a version, or to the one before the active one. */
    rollback: async (name, version) => {
      const target = version ?? (await call('GET', 'rest/admin/remotes')).find((remote) => remote.name === name)?.lastGood;
      if (!target) throw new Error(`${name} has no earlier version to roll back to; name one`);
      return call('PUT', `rest/admin/remotes/${encodeURIComponent(name)}`, { version: target });
    },
  };
}
