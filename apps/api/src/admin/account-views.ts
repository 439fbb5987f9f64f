import type { AccountView, Role } from '@captains-log/contracts';

/** An account as admin pages show it (never its password hash). */
export function accountView(row: { id: string; handle: string; displayName: string; role: string; createdAt: Date }): AccountView {
  return { id: row.id, handle: row.handle, displayName: row.displayName, role: row.role as Role, createdAt: row.createdAt.toISOString() };
}
