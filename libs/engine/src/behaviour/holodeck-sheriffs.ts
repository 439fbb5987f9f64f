/**
 * Issue 15 (helper hamm): a holoprogram lying on its owner's ship that acts while two named personnel
 * are aboard that ship (Holoprogram: Deadwood: "if both aboard" Sheriff Worf and Deputy Rozhenko). The
 * field `sheriffs` (CardBehaviour):
 *   - span: the ship's location is span +X for the opponent, X the owner's personnel aboard with the
 *     skill (`skill`, SECURITY), at most `spanMax` (added by span-personnel.ts › opponentSpanBonus, which
 *     every flight cost reads: play.ts › locationSpan);
 *   - battle: the opponent may initiate battle (personnel or ship) at that location only with more of
 *     the skill there than the owner (battle-personnel-b.ts › battleHereCheck);
 *   - nullifier: once each turn, a dilemma whose text names the skill, encountered at that location by
 *     the owner's team with `nullifier` (Sheriff Worf) in it, is nullified (nullifiers-events.ts ›
 *     dilemmaNullifiedBy; attempt/flow.ts spends the turn's use: `sheriffNullifyKey`). The "may" is
 *     always used, as the engine does for nullifiers of a team.
 *   1E rulebook › EXECUTING ORDERS › FLY A STARSHIP (span); BATTLE › INITIATING A BATTLE; ATTEMPT A
 *   MISSION › ENCOUNTERING DILEMMAS (nullified dilemmas); MISCELLANEOUS RULES › THE CUMULATIVE RULE
 *   (one per title); "ONCE PER TURN".
 * "SECURITY here" counts SECURITY skill levels (classification included) of each player's personnel at
 * the location — on the planet and aboard ships and facilities there.
 */
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { bp, problem, type Problem } from '../context';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z } from '../zones';
import { hostOf } from './holoprograms';
import { behaviourOf } from './registry';
import { tableIndex } from '../table-index';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { isTitled } from '../card-facts';

const hasSheriffs: BlueprintTest = (b) => b.sheriffs;

export interface Sheriffs {
  /** Both must be aboard the host ship (the owner's personnel, by exact title). */
  readonly both: readonly [string, string];
  readonly skill: string;
  readonly spanMax: number;
  /** The personnel whose presence in the attempting team nullifies a dilemma naming `skill`. */
  readonly nullifier: string;
}

/** For the catalogue test and the README. */
export const HOLODECK_SHERIFF_WORDS: readonly string[] = ['sheriffs'];

interface Active {
  readonly card: string;
  readonly owner: PlayerId;
  readonly ship: string;
  readonly location: string;
  readonly rule: Sheriffs;
}

const personnelAboard = (state: GameState, ship: string, owner: PlayerId): string[] =>
  cardsIn(state, Z.aboard(ship)).filter((iid) => state.cards[iid]!.owner === owner && bp(state, iid).type === 'Personnel');

/** The `sheriffs` cards in play whose host ship has both named personnel aboard (one per title and owner). */
function activeSheriffs(state: GameState): Active[] {
  // Speed: read by every span and battle check; a game without the word costs one lookup.
  if (blueprintsWhere(state, hasSheriffs).size === 0) return [];
  const out: Active[] = [];
  const seen = new Set<string>();
  for (const instance of tableIndex(state).inPlay) {
    const rule = instance.faceUp ? behaviourOf(instance.blueprint)?.sheriffs : undefined;
    if (!rule) continue;
    const ship = hostOf(state, instance.iid);
    if (!ship || state.cards[ship]!.owner !== instance.owner || bp(state, ship).type !== 'Ship') continue;
    const titles = personnelAboard(state, ship, instance.owner).map((iid) => bp(state, iid).title);
    if (!rule.both.every((title) => titles.includes(title))) continue;
    const location = locationOfZone(state, state.cards[ship]!.zone);
    const key = `${bp(state, instance.iid).title}|${instance.owner}|${location}`;
    if (!location || seen.has(key)) continue;
    seen.add(key);
    out.push({ card: instance.iid, owner: instance.owner, ship, location, rule });
  }
  return out;
}

/** What the opponent's `sheriffs` cards add to `location`'s span for `player`. */
export function sheriffSpanBonus(state: GameState, location: string, player: PlayerId): number {
  let bonus = 0;
  for (const active of activeSheriffs(state)) {
    if (active.owner === player || active.location !== location) continue;
    const count = personnelAboard(state, active.ship, active.owner).filter((iid) => skillLevel(memberOf(state, iid), active.rule.skill) > 0).length;
    bonus += Math.min(active.rule.spanMax, count);
  }
  return bonus;
}

/** The skill levels `player`'s personnel have at `location` (planet surface, aboard ships and facilities there). */
function skillHere(state: GameState, player: PlayerId, location: string, skill: string): number {
  let total = 0;
  for (const instance of tableIndex(state).inPlay) {
    if (instance.owner !== player || bp(state, instance.iid).type !== 'Personnel' || locationOfZone(state, instance.zone) !== location) continue;
    total += skillLevel(memberOf(state, instance.iid), skill);
  }
  return total;
}

/** Why `player` may not initiate battle at `location` under an opponent's `sheriffs` card, or null. */
export function sheriffBattleProblem(state: GameState, player: PlayerId, location: string): Problem | null {
  for (const active of activeSheriffs(state)) {
    if (active.owner === player || active.location !== location) continue;
    const yours = skillHere(state, player, location, active.rule.skill);
    const theirs = skillHere(state, active.owner, location, active.rule.skill);
    if (yours <= theirs) return problem('BATTLE_FORBIDDEN', `${bp(state, active.card).title}: you need more ${active.rule.skill} here than your opponent (${yours} against ${theirs}) to initiate battle here`, '1E rulebook › BATTLE › INITIATING A BATTLE');
  }
  return null;
}

/** The once-each-turn key a `sheriffs` card spends when it nullifies (attempt/flow.ts). */
export function sheriffNullifyKey(state: GameState, card: string): string | undefined {
  const rule = state.cards[card] ? behaviourOf(state.cards[card]!.blueprint)?.sheriffs : undefined;
  return rule ? `${bp(state, card).title} (${rule.nullifier})` : undefined;
}

/** The attempting player's `sheriffs` card that nullifies `dilemma` now, with its named personnel among `present`. */
export function sheriffNullifier(state: GameState, dilemma: string, present: readonly string[]): string | undefined {
  const attempt = state.attempt;
  if (!attempt || !state.turn) return undefined;
  const text = bp(state, dilemma).text ?? '';
  for (const active of activeSheriffs(state)) {
    if (active.owner !== attempt.player || active.location !== attempt.location) continue;
    if (!new RegExp(`\\b${active.rule.skill}\\b`).test(text)) continue;
    if (!present.some((iid) => state.cards[iid]?.owner === active.owner && isTitled(bp(state, iid), active.rule.nullifier))) continue;
    if (state.abilityUses?.[`${active.owner}|${sheriffNullifyKey(state, active.card)}`] === state.turn.number) continue;
    return active.card;
  }
  return undefined;
}
