/**
 * Issue 15 (borg): a personnel an opponent plays from hand into your crew or Away Team, under your control
 * (The Naked Truth). The choice fate `joins-target-team-under-control` (vocabulary-choices.ts, run by
 * choices.ts › fate): the chosen personnel enters play in the team the card targets (aboard the ship, or with
 * the Away Team on the planet); if the controller plays Borg it is assimilated as a drone (assimilation.ts),
 * otherwise it comes under their control for good and mixes with their cards regardless of affiliation
 * (`ControlTaken.mixes`: captive-control.ts › mixesFreely); it is stopped. Its owner may bring a personnel
 * (by title) in this way once per game.
 *   1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP; Borg Rule: Personnel Assimilation;
 *   BUILDING YOUR DECK › Borg Rule (a player "playing Borg": affiliations-played.ts); "ONCE PER GAME" AND
 *   SIMILAR LIMITS.
 * Decisions: a personnel already brought this way this game may be picked, but then stays in hand (the
 * choice offers the hand as it is); the limit is kept per title and owner.
 */
import { blueprintOf } from '../card-facts';
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { PlayerId } from '../types';
import { Z, zoneKind } from '../zones';
import { playingAffiliation } from './affiliations-played';
import { assimilate } from './assimilation';
import { LASTING_CONTROL } from './captive-control';
import { CONTROL_RULES } from './control-changes';

const usedKey = (source: string, title: string) => `${source}: ${title} (once per game)`;

/** `iid` (a personnel in its owner's hand) joins the team `target` names (a ship, or a personnel of the Away Team) under `controller`'s control. */
export function joinTargetTeamUnderControl(ctx: Ctx, iid: string, controller: PlayerId, target: string | undefined, source: string): void {
  const state = ctx.state;
  const instance = state.cards[iid]!;
  const host = target ? state.cards[target] : undefined;
  const sourceTitle = bp(state, source).title;
  const title = bp(state, iid).title;
  const resolved = (effect: string) => ctx.emit({ type: 'CardEffectResolved', card: source, player: controller, effect, target: iid, rule: RULES.cardEffects });
  if (!host || host.owner !== controller || zoneKind(instance.zone) !== 'hand') return resolved('no team of yours to join: nothing');
  if (state.abilityUses?.[`${instance.owner}|${usedKey(sourceTitle, title)}`] !== undefined) return resolved(`${title} was already brought this way this game: it stays in hand`);
  const to = blueprintOf(state, target!).type === 'Ship' ? Z.aboard(target!) : host.zone;
  ctx.emit({ type: 'CardAbilityUsed', player: instance.owner, title: usedKey(sourceTitle, title), turn: state.turn?.number ?? 0, rule: RULES.oncePerTurn });
  ctx.emit({ type: 'CardMoved', card: iid, from: instance.zone, to, faceUp: true, reason: `${sourceTitle}: played into ${controller}'s team`, rule: RULES.cardEffects });
  const assimilated = playingAffiliation(ctx.state, controller, 'Borg') && assimilate(ctx, [{ card: iid, as: 'drone' }], controller, source).length > 0;
  if (!assimilated) ctx.emit({ type: 'ControlTaken', cards: [iid], by: controller, from: instance.owner, source, until: LASTING_CONTROL, mixes: true, rule: CONTROL_RULES.control });
  ctx.emit({ type: 'CardStopped', card: iid, rule: RULES.stopped });
  resolved(`${title} joins the team under ${controller}'s control${assimilated ? ', assimilated' : ''}, stopped`);
}
