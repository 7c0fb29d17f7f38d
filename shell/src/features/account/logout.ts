// Logout is shared: the erasure request (mf-account) ends a session the same way.
export { endSession as logout } from '@pulp/shared';
