/**
 * Issue 15 (helper tail7): a table card that keeps its owner's forces to a named few and scores while named cards
 * are aboard a named ship (Revenge Is a Dish Best Served Cold).
 *   - turn-start condition `named-aboard-your-ship` (`ship`, `aboard`): one of the owner's ships of that title in play
 *     has aboard, for each filter of `aboard`, a card of the owner's matching it (a personnel, or an artifact or
 *     equipment: `types`) — "if your {Khan} and {The Genesis Device} are aboard your U.S.S. Reliant";
 *   - effect `discard-your-personnel-except` (`keep`): every personnel of the card's player in play (aboard, on a
 *     planet, captives they hold excluded) matching none of `keep` is discarded — "discard all other personnel you
 *     have in play";
 *   - effect `if-opponent-has-named` (`names`, `then`, `otherwise`): `then` when the opponent has a face-up personnel in
 *     play whose title or persona names one of `names` ("{any Kirk}"), else `otherwise`.
 *   1E rulebook › PLAYING A CARD › YOUR NORMAL CARD PLAY › Exception: "Start of turn" actions; END OF TURN;
 *   MISCELLANEOUS RULES › TURNS: "EACH", "EVERY", AND "FULL"; WINNING THE GAME (points from a card other than a
 *   mission are bonus points); GLOSSARY › "any" (a persona name in braces after "any": every card of that persona).
 */
import { blueprintOf, isTitled } from '../card-facts';
import { leavePlay } from '../attempt/leaving-play';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, other, Z, zoneKind } from '../zones';
import { names, reportMatches } from './reporting';
import { runEffects, type VerbContext } from './verbs';
import type { Effect } from './vocabulary';
import type { ReportFilter } from './vocabulary-reporting';

export type NamedAboardCondition = { readonly kind: 'named-aboard-your-ship'; readonly ship: string; readonly aboard: readonly ReportFilter[] };

export type NamedAboardEffect =
  | { readonly kind: 'discard-your-personnel-except'; readonly keep: readonly ReportFilter[] }
  | { readonly kind: 'if-opponent-has-named'; readonly names: readonly string[]; readonly then: readonly Effect[]; readonly otherwise?: readonly Effect[] };

export const NAMED_ABOARD_WORDS: readonly string[] = ['effect:discard-your-personnel-except', 'effect:if-opponent-has-named'];

/** Whether `owner` has a ship titled `condition.ship` in play holding a card of theirs for every filter of `aboard`. */
export function namedAboardYourShip(state: GameState, owner: PlayerId, condition: NamedAboardCondition): boolean {
  return (tableIndex(state).inPlayBy[owner] ?? []).some((instance) => {
    if (!instance.faceUp || blueprintOf(state, instance.iid).type !== 'Ship' || !isTitled(blueprintOf(state, instance.iid), condition.ship)) return false;
    const aboard = cardsIn(state, Z.aboard(instance.iid)).filter((iid) => state.cards[iid]!.owner === owner && state.cards[iid]!.faceUp);
    return condition.aboard.every((filter) => aboard.some((iid) => reportMatches(blueprintOf(state, iid), filter)));
  });
}

/** The player's personnel in play (not those they hold captive: a captive is its owner's, held elsewhere). */
function yourPersonnel(state: GameState, player: PlayerId): string[] {
  return (tableIndex(state).inPlayBy[player] ?? [])
    .filter((instance) => blueprintOf(state, instance.iid).type === 'Personnel' && zoneKind(instance.zone) !== 'held')
    .map((instance) => instance.iid);
}

export const NAMED_ABOARD_VERBS: { readonly [K in NamedAboardEffect['kind']]: (v: VerbContext, effect: Extract<NamedAboardEffect, { kind: K }>) => void } = {
  'discard-your-personnel-except': (v, effect) => {
    const doomed = yourPersonnel(v.ctx.state, v.player).filter((iid) => !effect.keep.some((filter) => reportMatches(blueprintOf(v.ctx.state, iid), filter)));
    for (const iid of doomed) if (v.ctx.state.cards[iid]) leavePlay(v.ctx, iid, 'discarded', v.card);
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${doomed.length} other personnel of ${v.player} discarded`, rule: RULES.cardEffects });
  },
  'if-opponent-has-named': (v, effect) => {
    const state = v.ctx.state;
    const has = (tableIndex(state).inPlayBy[other(v.player)] ?? []).some(
      (instance) => instance.faceUp && blueprintOf(state, instance.iid).type === 'Personnel' && effect.names.some((name) => names(blueprintOf(state, instance.iid), name)),
    );
    const next = has ? effect.then : effect.otherwise;
    if (next) runEffects(v, next);
  },
};
