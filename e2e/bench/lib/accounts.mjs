// Seeded accounts the bench logs in with (server/TRAINERS.md lists them).
export const DEMO_CUSTOMER = { email: 'demo@pulp.shop', password: 'squeeze123' };
export const ADMIN = { email: 'admin@pulp.shop', password: 'admin123' };
export const ACCOUNTANT = { email: 'ledger@pulp.shop', password: 'Bal4nce-Sheet!' };
