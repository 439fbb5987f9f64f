/**
 * Issue 15 (events of later sets): a card that, while in play, keeps every ship repaired and cancels
 * the cards that would breach them — "while in play, nullifies all {Warp Core Breach} cards and
 * immediately repairs all damaged ships in play, except {Borg Ship}" (Into the Breach). The word
 * `keepsShipsRepaired` (CardBehaviour) is read by `lastingRepairs`, run after every command
 * (decide.ts, beside discardWhenDue): the cards so titled in play are nullified (discarded) and each
 * damaged ship in play, those titled in `except` apart, is repaired (`ShipRepaired`).
 *   1E rulebook › DAMAGE AND REPAIRS › REPAIR; ATTEMPT A MISSION › NULLIFIERS; THE CARDS › EVENTS,
 *   INCIDENTS, & OBJECTIVES (lasting effects while in play).
 * Speed: the blueprints with the word are found once per game; a game without them costs a lookup.
 */
import { blueprintOf, titledAmong } from '../card-facts';
import type { Ctx } from '../context';
import { leavePlay } from '../attempt/leaving-play';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';

export interface KeepsShipsRepaired {
  /** Cards with these titles are nullified while it is in play. */
  readonly nullifiesTitles: readonly string[];
  /** Ships with these titles are not repaired. */
  readonly exceptShips: readonly string[];
}

const hasKeepsShipsRepaired: BlueprintTest = (b) => b.keepsShipsRepaired;
function sourceBlueprints(ctx: Ctx): ReadonlySet<string> {
  return blueprintsWhere(ctx.state, hasKeepsShipsRepaired);
}

/** After a command: while a card with the word lies face up in play, nullify the titled cards and repair the damaged ships. */
export function lastingRepairs(ctx: Ctx): void {
  if (ctx.state.phase !== 'play') return;
  const ids = sourceBlueprints(ctx);
  if (ids.size === 0) return;
  const sources = tableIndex(ctx.state).inPlay.filter((instance) => instance.faceUp && ids.has(instance.blueprint));
  for (const source of sources) {
    const rule = behaviourOf(source.blueprint)!.keepsShipsRepaired!;
    const doomed = tableIndex(ctx.state).inPlay.filter((instance) => instance.faceUp && titledAmong(rule.nullifiesTitles, blueprintOf(ctx.state, instance.iid)));
    for (const card of doomed) if (ctx.state.cards[card.iid]?.zone === card.zone) leavePlay(ctx, card.iid, 'discarded', source.iid);
    for (const instance of tableIndex(ctx.state).inPlay) {
      if (!instance.damage || blueprintOf(ctx.state, instance.iid).type !== 'Ship' || titledAmong(rule.exceptShips, blueprintOf(ctx.state, instance.iid))) continue;
      ctx.emit({ type: 'ShipRepaired', ship: instance.iid, source: source.iid, rule: RULES.repairs });
    }
  }
}
