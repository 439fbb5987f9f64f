import { NotFoundException } from '@nestjs/common';
import type { ReadModelDatabase } from '@captains-log/read-models';

/**
 * The account a director names by id or by handle (registering a player, adding a judge): 404
 * naming what was asked for when there is none.
 */
export async function accountNamed(readModels: ReadModelDatabase, by: { id?: string; handle?: string }) {
  const account = await readModels.prisma.account.findFirst({ where: by.id !== undefined ? { id: by.id } : { handle: by.handle } });
  if (!account) throw new NotFoundException(`no account ${by.id !== undefined ? `with id ${JSON.stringify(by.id)}` : `with handle ${JSON.stringify(by.handle)}`}`);
  return account;
}
