import type { TestShop } from '../helpers';

/**
 * The headers of a logged-in administrator, for honest checks that the hardened shop still lets
 * its own staff in (the /ftp listing, the support logs). The token is issued by the shop's own
 * token service for the seeded administrator, so the check does not depend on the admin's
 * password, which another challenge's hardened mode may change.
 */
export function adminHeaders(shop: Pick<TestShop, 'ctx'>): { authorization: string } {
  const admin = shop.ctx.db.prepare<[], { id: number; email: string; role: string }>("SELECT id, email, role FROM Users WHERE role = 'admin' ORDER BY id LIMIT 1").get()!;
  return { authorization: `Bearer ${shop.ctx.tokens.sign({ id: admin.id, email: admin.email, role: admin.role })}` };
}
