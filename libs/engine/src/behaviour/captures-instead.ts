/**
 * Issue 15 (captive): a kill replaced by a capture — "if an opponent's personnel present with your …
 * personnel is about to be killed, you may capture that personnel instead" (Taken Prisoner).
 * Card field `captureInsteadOfKill` (joined to `CardBehaviour` with one line), read on its owner's table
 * by attempt/leaving-play.ts › leavePlay as an opposing personnel is about to be killed (after the dying
 * personnel's owner's own replacements and saving interrupts: only a death that would happen is
 * replaced). The personnel is captured through captives.ts › capture instead, by the team it was present
 * with when that team is on a planet or aboard the captor's own ship or facility.
 *   1E rulebook › GETTING HURT › KILLED OR DESTROYED ("about to be killed": the death is replaced);
 *   CAPTURE; Current Rulings › capturing (the capturing team keeps the captive); MISCELLANEOUS RULES ›
 *   "ONCE PER GAME" AND SIMILAR LIMITS (once each turn; thrice per game).
 * Decisions: the "may" is always taken (a captive rather than a corpse); the uses are counted per title
 * for the card's owner (two copies on a table share them).
 */
import { blueprintOf } from '../card-facts';
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { PlayerId } from '../types';
import { cardsIn, isInPlayZone, other, Z, zoneArg, zoneKind } from '../zones';
import { capture } from './captives';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import type { PersonnelFilter } from './vocabulary-events2';

/** On its owner's table: an opposing personnel about to be killed while present with their personnel matching `presentWith` is captured instead. */
export interface CaptureInsteadOfKill {
  readonly presentWith: PersonnelFilter;
  /** At most once each turn. */
  readonly oncePerTurn?: true;
  /** At most this many times in the game. */
  readonly perGame?: number;
}

/** For the README's list (card field). */
export const CAPTURE_INSTEAD_WORDS: readonly string[] = ['field:captureInsteadOfKill'];

const turnKey = (title: string): string => `${title} (capture instead of a kill)`;
const gameKey = (title: string, n: number): string => `${title} (capture instead of a kill, ${n} of the game)`;

// Speed: the blueprints with the field are found once per game; a game without them costs a lookup.
const found = new WeakMap<object, boolean>();
function anyInGame(ctx: Ctx): boolean {
  let any = found.get(ctx.state.blueprints);
  if (any === undefined) {
    any = Object.keys(ctx.state.blueprints).some((id) => !!behaviourOf(id)?.captureInsteadOfKill);
    found.set(ctx.state.blueprints, any);
  }
  return any;
}

function usesLeft(ctx: Ctx, player: PlayerId, title: string, word: CaptureInsteadOfKill): number | null {
  const uses = ctx.state.abilityUses ?? {};
  if (word.oncePerTurn && uses[`${player}|${turnKey(title)}`] === ctx.state.turn?.number) return null;
  if (word.perGame === undefined) return 0;
  for (let n = 1; n <= word.perGame; n += 1) if (uses[`${player}|${gameKey(title, n)}`] === undefined) return n;
  return null;
}

/**
 * `iid` (a personnel in play) is about to be killed: when a card on the opponent's table captures it
 * instead, the capture is made and true is returned (the death does not happen).
 */
export function capturedInsteadOfKilled(ctx: Ctx, iid: string): boolean {
  if (!anyInGame(ctx)) return false;
  const state = ctx.state;
  const instance = state.cards[iid];
  if (!instance || !isInPlayZone(instance.zone) || blueprintOf(state, iid).type !== 'Personnel') return false;
  const kind = zoneKind(instance.zone);
  if (kind !== 'aboard' && kind !== 'surface') return false;
  const captor = other(instance.owner);
  const seen = new Set<string>();
  for (const card of cardsIn(state, Z.table(captor))) {
    const behaviour = behaviourOf(state.cards[card]!.blueprint);
    const word = behaviour?.captureInsteadOfKill;
    if (!word || !state.cards[card]!.faceUp || seen.has(behaviour.title)) continue;
    seen.add(behaviour.title);
    const present = cardsIn(state, instance.zone).some(
      (one) => one !== iid && state.cards[one]!.owner === captor && !state.cards[one]!.disabled && personnelMatches(blueprintOf(state, one), word.presentWith),
    );
    if (!present) continue;
    const n = usesLeft(ctx, captor, behaviour.title, word);
    if (n === null) continue;
    const host = kind === 'aboard' ? zoneArg(instance.zone) : null;
    const by = kind === 'surface' || (host && state.cards[host]?.owner === captor) ? instance.zone : undefined;
    const title = bp(state, iid).title;
    if (!capture(ctx, iid, captor, card, by)) continue;
    const turn = state.turn?.number ?? 0;
    if (word.oncePerTurn) ctx.emit({ type: 'CardAbilityUsed', player: captor, title: turnKey(behaviour.title), turn, rule: RULES.oncePerTurn });
    if (n > 0) ctx.emit({ type: 'CardAbilityUsed', player: captor, title: gameKey(behaviour.title, n), turn, rule: RULES.oncePerTurn });
    ctx.emit({ type: 'CardEffectResolved', card, player: captor, effect: `${title}, about to be killed, captured instead`, target: iid, rule: `${RULES.killed}; ${RULES.capture}` });
    return true;
  }
  return false;
}
