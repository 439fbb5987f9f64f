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
import { blueprintOf, isTitled } from '../card-facts';
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { PlayerId } from '../types';
import { cardsIn, isInPlayZone, locationOfZone, other, Z, zoneArg, zoneKind } from '../zones';
import { tableIndex } from '../table-index';
import { capture } from './captives';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import type { PersonnelFilter } from './vocabulary-events2';

/**
 * On its owner's table: an opposing personnel about to be killed is captured instead — while present with
 * their personnel matching `presentWith`, or (`inQuadrant`) taken to a crew or Away Team of the captor in
 * the same quadrant (when the card's owner captures: their Internment Camp 371 if they have none). `yoursToo`: the owner's own personnel
 * about to be killed is captured by the opponent instead, in the same way. `placeOnCaptive`: the card
 * leaves the table and lies on the captive (one use).
 */
export interface CaptureInsteadOfKill {
  readonly presentWith?: PersonnelFilter;
  readonly inQuadrant?: true;
  readonly yoursToo?: true;
  readonly placeOnCaptive?: true;
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
  // The captor's table first, then (for `yoursToo`) the dying personnel's owner's own.
  const tables = [...cardsIn(state, Z.table(captor)).map((card) => ({ card, mine: false })), ...cardsIn(state, Z.table(instance.owner)).map((card) => ({ card, mine: true }))];
  for (const { card, mine } of tables) {
    const behaviour = behaviourOf(state.cards[card]!.blueprint);
    const word = behaviour?.captureInsteadOfKill;
    if (!word || !state.cards[card]!.faceUp || (mine && !word.yoursToo)) continue;
    const holder = state.cards[card]!.owner;
    if (seen.has(`${holder}|${behaviour.title}`)) continue;
    seen.add(`${holder}|${behaviour.title}`);
    const by = custodyFor(ctx, iid, captor, word, !mine);
    if (by === null) continue;
    const n = usesLeft(ctx, holder, behaviour.title, word);
    if (n === null) continue;
    const title = bp(state, iid).title;
    if (!capture(ctx, iid, captor, card, by)) continue;
    const turn = state.turn?.number ?? 0;
    if (word.oncePerTurn) ctx.emit({ type: 'CardAbilityUsed', player: holder, title: turnKey(behaviour.title), turn, rule: RULES.oncePerTurn });
    if (n > 0) ctx.emit({ type: 'CardAbilityUsed', player: holder, title: gameKey(behaviour.title, n), turn, rule: RULES.oncePerTurn });
    if (word.placeOnCaptive)
      ctx.emit({ type: 'CardMoved', card, from: Z.table(holder), to: Z.on(iid), faceUp: true, reason: `${behaviour.title}: placed on the captive`, rule: RULES.cardEffects });
    ctx.emit({ type: 'CardEffectResolved', card, player: holder, effect: `${title}, about to be killed, captured instead`, target: iid, rule: `${RULES.killed}; ${RULES.capture}` });
    return true;
  }
  return false;
}

/**
 * The zone of the team that takes the captive (undefined: the usual custody at its location), or null
 * when the card does not apply: `presentWith` — the captor's matching personnel in the same zone;
 * `inQuadrant` — a crew or Away Team of the captor at its location, else in its quadrant, else (`camp`:
 * the card's owner captures) their Internment Camp 371 (its brig).
 */
function custodyFor(ctx: Ctx, iid: string, captor: PlayerId, word: CaptureInsteadOfKill, camp: boolean): string | undefined | null {
  const state = ctx.state;
  const zone = state.cards[iid]!.zone;
  const kind = zoneKind(zone);
  const host = kind === 'aboard' ? zoneArg(zone) : null;
  const teamOf = (where: string, filter?: PersonnelFilter) =>
    cardsIn(state, where).some((one) => one !== iid && state.cards[one]!.owner === captor && !state.cards[one]!.disabled && blueprintOf(state, one).type === 'Personnel' && (!filter || personnelMatches(blueprintOf(state, one), filter)));
  if (word.presentWith) {
    if (!teamOf(zone, word.presentWith)) return null;
    return kind === 'surface' || (host && state.cards[host]?.owner === captor) ? zone : undefined;
  }
  if (!word.inQuadrant) return undefined;
  const location = locationOfZone(state, zone);
  const quadrant = location ? state.locations[location]?.quadrant : undefined;
  if (!location || !quadrant) return null;
  const teams: string[] = [];
  for (const instance of tableIndex(state).inPlay) {
    if (instance.owner !== captor || !['Ship', 'Facility'].includes(blueprintOf(state, instance.iid).type)) continue;
    if (teamOf(Z.aboard(instance.iid))) teams.push(Z.aboard(instance.iid));
  }
  for (const one of Object.values(state.locations)) if (teamOf(Z.surface(one.id))) teams.push(Z.surface(one.id));
  const here = teams.filter((team) => locationOfZone(state, team) === location);
  const near = teams.filter((team) => state.locations[locationOfZone(state, team) ?? '']?.quadrant === quadrant);
  if (here[0] ?? near[0]) return here[0] ?? near[0];
  const internment = camp ? tableIndex(state).inPlay.find((instance) => instance.owner === captor && isTitled(blueprintOf(state, instance.iid), 'Internment Camp 371')) : undefined;
  return internment ? Z.aboard(internment.iid) : null;
}
