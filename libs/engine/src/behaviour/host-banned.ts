/**
 * Issue 15 (helper intr): the card field `hostBans` read where the host acts (behaviour/host-bans.ts has the words):
 * apart from host-bans.ts so that play.ts and battle/battle.ts import nothing that imports them back.
 */
import type { GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { behaviourOf } from './registry';

export interface HostBans {
  readonly commandeer?: true;
  readonly range?: true;
  readonly weapons?: true;
}

/** Whether a face-up card lying on `iid` bars it from `what`. */
export function hostBanned(state: GameState, iid: string, what: keyof HostBans): boolean {
  return cardsIn(state, Z.on(iid)).some((card) => state.cards[card]!.faceUp && behaviourOf(state.cards[card]!.blueprint)?.hostBans?.[what] === true);
}
