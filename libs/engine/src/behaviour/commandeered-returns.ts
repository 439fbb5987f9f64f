/**
 * Issue 15 (helper voyent): giving back a ship you commandeered (Secondary Market: "return a ship you
 * have commandeered to its owner's hand").
 * Words:
 * - target `your-commandeered-ship`: a ship in play you control for the rest of the game though another
 *   player owns it (`state.control` with captive-control.ts › LASTING_CONTROL: Outgunned's commandeering);
 *   a ship held only for a turn (Neural Servo Device) is not commandeered;
 * - effect `return-commandeered-ship`: control goes back to the owner (`ControlReturned`), then the ship
 *   and every card aboard, docked at or lying on it go to their owners' hands.
 *   1E rulebook › COMMANDEER (control for the rest of the game); MISCELLANEOUS RULES › CONTROL AND
 *   OWNERSHIP; PLAYING A CARD (cards played on or under a card that leaves play leave it in the same
 *   manner: a ship returned to hand takes the personnel aboard to their owners' hands).
 */
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, Z } from '../zones';
import { LASTING_CONTROL } from './captive-control';
import { CONTROL_RULES } from './control-changes';
import { finding } from './target-table';
import { shipReturnBarred } from './covert-agents';
import type { VerbContext } from './verbs';

export type CommandeeredTarget = { readonly kind: 'your-commandeered-ship' };
export type CommandeeredEffect = { readonly kind: 'return-commandeered-ship' };

/** For the catalogue test. */
export const COMMANDEERED_WORDS: readonly string[] = ['target:your-commandeered-ship', 'effect:return-commandeered-ship'];

function commandeered(state: GameState, player: PlayerId, iid: string): boolean {
  const instance = state.cards[iid];
  const entry = state.control?.[iid];
  return !!instance && !!entry && entry.until === LASTING_CONTROL && entry.owner !== player && instance.owner === player && isInPlayZone(instance.zone) && bp(state, iid).type === 'Ship';
}

export function commandeeredTargets(state: GameState, player: PlayerId): string[] {
  // Issue 15 (helper infiltrate): not a ship the opponent's infiltrator is aboard while their Covert Agent is on the table (covert-agents.ts).
  return Object.keys(state.control ?? {}).filter((iid) => commandeered(state, player, iid) && !shipReturnBarred(state, player, iid));
}

export const COMMANDEERED_VERBS: { readonly [K in CommandeeredEffect['kind']]: (v: VerbContext, effect: Extract<CommandeeredEffect, { kind: K }>) => void } = {
  'return-commandeered-ship': (v) => {
    const ship = v.target ?? '';
    if (!commandeered(v.ctx.state, v.player, ship)) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'the ship is no longer yours by commandeering: nothing happens', rule: RULES.cardEffects });
      return;
    }
    v.ctx.emit({ type: 'ControlReturned', cards: [ship], rule: CONTROL_RULES.control });
    const state = v.ctx.state;
    const carried = (iid: string): string[] => [...cardsIn(state, Z.aboard(iid)), ...cardsIn(state, Z.docked(iid)), ...cardsIn(state, Z.on(iid))].flatMap((inner) => [inner, ...carried(inner)]);
    for (const iid of [ship, ...carried(ship)]) {
      const now = v.ctx.state.cards[iid]!;
      const owner = v.ctx.state.control?.[iid]?.owner ?? now.owner;
      v.ctx.emit({ type: 'CardMoved', card: iid, from: now.zone, to: Z.hand(owner), faceUp: false, reason: `${bp(state, v.card).title}: returned to its owner's hand`, rule: RULES.cardEffects });
    }
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const COMMANDEERED_TARGETS = finding(['your-commandeered-ship'], (state, player) => commandeeredTargets(state, player));
