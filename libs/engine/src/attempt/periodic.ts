/**
 * Dilemmas in play that kill at every turn's start or end (issue 15, `ongoing.periodicKill`): a
 * random selection among the personnel where the dilemma is — aboard the ship it was placed on, or
 * on the planet of the mission it was placed on — of anyone, or of the player whose turn it is.
 *   1E rulebook › END OF TURN; THE PLAY PHASE › Start of Turn; MISCELLANEOUS RULES › RANDOM
 *   SELECTION; GETTING HURT › KILLED.
 */
import { bp, type Ctx } from '../context';
import { selectAtRandom } from '../behaviour/random-selection';
import { dilemmaDef, type PeriodicKill } from '../dilemmas';
import type { OngoingDilemma, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { leavePlay } from './leaving-play';

function victimsZone(entry: OngoingDilemma): string {
  return entry.on === 'ship' ? Z.aboard(entry.host) : Z.surface(entry.location);
}

/** One round of a periodic kill for the dilemma `entry`, in `turnPlayer`'s turn. */
export function periodicKill(
  ctx: Ctx,
  entry: OngoingDilemma,
  rule: PeriodicKill,
  turnPlayer: PlayerId,
): void {
  const title = bp(ctx.state, entry.dilemma).title;
  const candidates = cardsIn(ctx.state, victimsZone(entry)).filter(
    (iid) =>
      bp(ctx.state, iid).type === 'Personnel' &&
      (rule.of === 'any' || ctx.state.cards[iid]!.owner === turnPlayer),
  );
  if (candidates.length === 0) return;
  let victims = candidates;
  if (candidates.length > rule.count) {
    victims = selectAtRandom(ctx, { purpose: `${title} (${rule.at})`, candidates, count: rule.count, hurts: true });
  }
  for (const iid of victims) leavePlay(ctx, iid, 'killed', title, undefined, victims);
}

/** Every dilemma in play with a periodic kill at this moment of `turnPlayer`'s turn. */
export function periodicKills(ctx: Ctx, at: PeriodicKill['at'], turnPlayer: PlayerId): void {
  for (const entry of Object.values(ctx.state.ongoing)) {
    const rule = dilemmaDef(ctx.state.cards[entry.dilemma]!.blueprint)?.ongoing?.periodicKill;
    if (rule?.at === at && ctx.state.ongoing[entry.dilemma])
      periodicKill(ctx, entry, rule, turnPlayer);
  }
}
