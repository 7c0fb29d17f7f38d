import { api, sessionStore } from '@pulp/shared';

/** Logout: record the last login IP, forget token, cookie and basket, go home. */
export async function logout(navigate: (to: string) => void): Promise<void> {
  try {
    await api.get('/rest/saveLoginIp');
  } catch (error) {
    console.error('Last login IP could not be saved', error);
  }
  sessionStore.getState().logout();
  navigate('/');
}
