/** Who may open a route: anyone, a logged-in user, an administrator, or accounting staff. */
export type Guard = 'none' | 'login' | 'admin' | 'accounting';
