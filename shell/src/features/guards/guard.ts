/** Who may open a route: anyone, a logged-in user, an administrator, or accounting staff. */
export const GUARDS = ['none', 'login', 'admin', 'accounting'] as const;

export type Guard = (typeof GUARDS)[number];
