import { z } from 'zod';

/** Roles (DESIGN.md › Read models, jobs, API): what an account may do. */
export const Role = z.enum(['player', 'director', 'admin']);
export type Role = z.infer<typeof Role>;

export const Handle = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_.-]{1,31}$/, 'use 2-32 lowercase letters, digits, ".", "_" or "-", starting with a letter or digit');

export const CreateAccountRequest = z
  .object({
    handle: Handle,
    displayName: z.string().trim().min(1).max(80),
    password: z.string().min(10, 'must be at least 10 characters').max(200),
    /** only an admin may create directors and admins; anyone may sign up as a player */
    role: Role.optional(),
  })
  .strict();
export type CreateAccountRequest = z.infer<typeof CreateAccountRequest>;

export const CreateSessionRequest = z
  .object({
    handle: Handle,
    password: z.string().min(1).max(200),
  })
  .strict();
export type CreateSessionRequest = z.infer<typeof CreateSessionRequest>;

export const AccountView = z.object({
  id: z.string(),
  handle: z.string(),
  displayName: z.string(),
  role: Role,
  createdAt: z.string(),
});
export type AccountView = z.infer<typeof AccountView>;

export const SessionView = z.object({
  token: z.string().describe('send as "Authorization: Bearer <token>"'),
  expiresAt: z.string(),
  account: AccountView,
});
export type SessionView = z.infer<typeof SessionView>;
