import { api } from '../api/client';
import { sessionStore } from './store';
import { PATHS } from '../contract/paths';

/**
 * Logout, and the end of an erased account's session (docs/behaviour.md, "Login and session"): record the last
 * login IP, forget token, cookie and basket (every app and tab hears it), go home.
 */
export async function endSession(navigate: (to: string) => void): Promise<void> {
  try {
    await api.get(PATHS.saveLoginIp);
  } catch (error) {
    console.error('Last login IP could not be saved', error);
  }
  sessionStore.getState().logout();
  navigate('/');
}
