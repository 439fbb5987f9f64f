import { z } from 'zod';
import { AccountView, CreateAccountRequest, Role } from './accounts';

/** Admin pages: the account list, role changes, and the first-run set-up of the first admin. */

export const AccountListQuery = z
  .object({
    role: Role.optional(),
    /** part of a handle or display name */
    query: z.string().trim().min(1).max(80).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(50),
  })
  .strict();
export type AccountListQuery = z.infer<typeof AccountListQuery>;

export const AccountList = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  accounts: z.array(AccountView),
});

export const AccountIdParams = z.object({ id: z.uuid('an account id is a UUID') }).strict();

/** Promote a player to director (or admin), or demote. */
export const ChangeRoleRequest = z.object({ role: Role }).strict();
export type ChangeRoleRequest = z.infer<typeof ChangeRoleRequest>;

/** The first admin, while no admin exists: the set-up token the api printed in its log when it started. */
export const FirstAdminRequest = CreateAccountRequest.omit({ role: true })
  .extend({ setupToken: z.string().min(20, 'the set-up token from the api’s log').max(200) })
  .strict();
export type FirstAdminRequest = z.infer<typeof FirstAdminRequest>;

export const SetupStatus = z.object({
  /** true while no admin account exists: the web app offers the first-run set-up */
  needed: z.boolean(),
  how: z.string(),
});
export type SetupStatus = z.infer<typeof SetupStatus>;
