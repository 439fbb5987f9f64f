/**
 * Issue 15 (helper tail5): a card that, while face up in play, discards the duplicate of a unique personnel
 * that has just moved to the duplicate's location — `discardsArrivedDuplicates` (CardBehaviour; Doppelganger).
 * Checked after every command (decide.ts, beside present-nullifiers.ts), comparing the table before the
 * command with the table after it:
 *  - a personnel "moves" when it was at one spaceline location before the command and is at another after it
 *    (flying aboard a ship, beaming to another location's ship, a relocation…); entering play (reporting,
 *    a download) is not moving, and neither is beaming between a ship and the planet of one location;
 *  - its "duplicate" is another copy of the same card (same title and game text: 1E current rulings ›
 *    Doppelganger, "altered images … do not affect whether a card is a duplicate"; 1E DS9 expansion rules ›
 *    personas: non-identical versions of a persona are not duplicates), anyone's, lying at the location it
 *    reached and not itself just moved there;
 *  - that duplicate is discarded (1E rulebook › PLAYING A CARD: cards leave play when discarded), unless a
 *    card titled in `unlessInPlay` lies face up in play (anyone's).
 * Decision: when both copies moved to the same location in one command, neither is "the duplicate" and
 * none is discarded (the text names the one already there).
 * Cheap: a game whose decks hold no such card costs one lookup (blueprints-where.ts).
 */
import { blueprintOf, isUnique } from '../card-facts';
import type { Ctx } from '../context';
import { leavePlay } from '../attempt/leaving-play';
import { tableIndex } from '../table-index';
import type { GameState } from '../types';
import { locationOfCard } from '../zones';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';

export interface DiscardsArrivedDuplicates {
  /** While a card with one of these titles lies face up in play, nothing is discarded. */
  readonly unlessInPlay?: readonly string[];
}

/** For the catalogue test. */
export const ARRIVED_DUPLICATE_WORDS: readonly string[] = ['field:discardsArrivedDuplicates'];

const watches: BlueprintTest = (behaviour) => behaviour.discardsArrivedDuplicates !== undefined;

/** Same card: a duplicate, not another version of the persona. */
function sameCard(state: GameState, a: string, b: string): boolean {
  const one = blueprintOf(state, a);
  const other = blueprintOf(state, b);
  return one.title === other.title && (one.text ?? '') === (other.text ?? '');
}

/** After a command: duplicates of unique personnel that just arrived at their location are discarded. */
export function discardArrivedDuplicates(ctx: Ctx, before: GameState): void {
  if (ctx.state.phase !== 'play' || blueprintsWhere(ctx.state, watches).size === 0) return;
  const inPlay = tableIndex(ctx.state).inPlay;
  const sources = inPlay.filter((instance) => instance.faceUp && behaviourOf(instance.blueprint)?.discardsArrivedDuplicates !== undefined);
  if (sources.length === 0) return;
  const titlesInPlay = new Set(inPlay.filter((instance) => instance.faceUp).map((instance) => blueprintOf(ctx.state, instance.iid).title));
  const source = sources.find((instance) => !(behaviourOf(instance.blueprint)!.discardsArrivedDuplicates!.unlessInPlay ?? []).some((title) => titlesInPlay.has(title)));
  if (!source) return;
  const personnel = inPlay.filter((instance) => instance.faceUp && blueprintOf(ctx.state, instance.iid).type === 'Personnel' && isUnique(blueprintOf(ctx.state, instance.iid)));
  const movedTo = new Map<string, string>();
  for (const instance of personnel) {
    const was = before.cards[instance.iid] ? locationOfCard(before, instance.iid) : null;
    const now = locationOfCard(ctx.state, instance.iid);
    if (was !== null && now !== null && was !== now) movedTo.set(instance.iid, now);
  }
  if (movedTo.size === 0) return;
  const doomed: string[] = [];
  for (const [mover, location] of movedTo) {
    for (const other of personnel) {
      if (other.iid === mover || movedTo.has(other.iid) || doomed.includes(other.iid)) continue;
      if (locationOfCard(ctx.state, other.iid) === location && sameCard(ctx.state, mover, other.iid)) doomed.push(other.iid);
    }
  }
  for (const iid of doomed) if (ctx.state.cards[iid]) leavePlay(ctx, iid, 'discarded', source.iid);
}
