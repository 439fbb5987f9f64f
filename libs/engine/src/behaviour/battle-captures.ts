/**
 * Issue 15 (captive): captures made in personnel battle — a card on its owner's table lets their
 * personnel capture an adversary they have just stunned (Captured's second way, Relics of the Chase).
 * Card field `captureStunned` (joined to `CardBehaviour` with one line), read by battle/battle.ts after
 * each engagement of the combat stage (and after each extra stun equipment allows): when the stunner is
 * the owner's personnel the filter reaches, the stunned adversary is captured at once through
 * captives.ts › capture. The captive leaves the battle (its zone is a `held:` zone), so it is neither a
 * casualty nor stopped at the resolution; it still counts as stunned for the winner's total (it was).
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (4. Combat: stunned); CAPTURE (relocated to the capturing
 *   team: the stunner's team, when it is on a planet or aboard a ship or facility of the captor);
 *   Current Rulings › capturing (a specific team keeps the captive); MISCELLANEOUS RULES › "ONCE PER
 *   GAME" AND SIMILAR LIMITS.
 * Decisions: the "may" is taken at the first stun it applies to (as the stun equipment does,
 * battle-stuns.ts); a card that is discarded after the use (`discard-self`) is discarded as the capture
 * is made; `once-per-battle` is once in each battle for the title (one per player).
 */
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { blueprintOf } from '../card-facts';
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { PlayerId } from '../types';
import { cardsIn, other, Z, zoneArg, zoneKind } from '../zones';
import { capture } from './captives';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import type { PersonnelFilter } from './vocabulary-events2';

/** On its owner's table: their personnel matching `by` may capture an opposing personnel they just stunned in battle. */
export interface CaptureStunned {
  /** The stunner (printed card: "your non-[Bor] …", "your Hirogen"). */
  readonly by: PersonnelFilter;
  /** The stunner has this skill now (classification or skill box, with modifiers: "your … SECURITY"). */
  readonly skill?: string;
  /** `discard-self`: the card is discarded after the use; `once-per-battle`: once in each battle. */
  readonly use: 'discard-self' | 'once-per-battle';
}

/** For the catalogue test (card field, named here for the README's list). */
export const BATTLE_CAPTURE_WORDS: readonly string[] = ['field:captureStunned'];

// Speed: the blueprints with the field are found once per game; a game without them costs a lookup.
const found = new WeakMap<object, boolean>();
function anyInGame(ctx: Ctx): boolean {
  let any = found.get(ctx.state.blueprints);
  if (any === undefined) {
    any = Object.keys(ctx.state.blueprints).some((id) => !!behaviourOf(id)?.captureStunned);
    found.set(ctx.state.blueprints, any);
  }
  return any;
}

/** The face-up cards on `player`'s table with the field, one per title. */
function tableCards(ctx: Ctx, player: PlayerId): { card: string; word: CaptureStunned }[] {
  const seen = new Set<string>();
  const out: { card: string; word: CaptureStunned }[] = [];
  for (const iid of cardsIn(ctx.state, Z.table(player))) {
    const instance = ctx.state.cards[iid]!;
    const behaviour = behaviourOf(instance.blueprint);
    if (!instance.faceUp || !behaviour?.captureStunned || seen.has(behaviour.title)) continue;
    seen.add(behaviour.title);
    out.push({ card: iid, word: behaviour.captureStunned });
  }
  return out;
}

/**
 * `stunner` has just stunned `victim` in the personnel battle in `zone`: a card on the stunner's owner's
 * table may capture the victim (the first that applies). `used` holds the titles used in this battle
 * (`once-per-battle`) and is updated. Returns whether the victim was captured.
 */
export function captureJustStunned(ctx: Ctx, stunner: string, victim: string, zone: string, used: Set<string>): boolean {
  if (!anyInGame(ctx)) return false;
  const state = ctx.state;
  const captor = state.cards[stunner]?.owner;
  const target = state.cards[victim];
  if (!captor || !target || target.owner !== other(captor) || target.zone !== zone || state.cards[stunner]!.zone !== zone) return false;
  if (blueprintOf(state, victim).type !== 'Personnel') return false;
  for (const { card, word } of tableCards(ctx, captor)) {
    if (!personnelMatches(blueprintOf(state, stunner), word.by)) continue;
    if (word.skill && skillLevel(memberOf(state, stunner), word.skill) <= 0) continue;
    const title = bp(state, card).title;
    const key = `${captor}|${title}`;
    if (word.use === 'once-per-battle' && used.has(key)) continue;
    used.add(key);
    // The stunner's team takes the captive on a planet or aboard the captor's own ship or facility; otherwise the usual custody (captives.ts › custodyPlace).
    const host = zoneKind(zone) === 'aboard' ? zoneArg(zone) : null;
    const by = zoneKind(zone) === 'surface' || (host && state.cards[host]?.owner === captor) ? zone : undefined;
    if (word.use === 'discard-self')
      ctx.emit({ type: 'CardMoved', card, from: state.cards[card]!.zone, to: Z.discard(state.cards[card]!.owner), faceUp: true, reason: `${title}: discarded after its use`, rule: RULES.cardEffects });
    const taken = capture(ctx, victim, captor, card, by);
    ctx.emit({ type: 'CardEffectResolved', card, player: captor, effect: `${bp(ctx.state, victim).title}, just stunned by ${bp(ctx.state, stunner).title}, captured`, target: victim, rule: `${RULES.capture}; ${RULES.cardEffects}` });
    return taken;
  }
  return false;
}
