/**
 * Issue 15 (helper objb): a card lying on a personnel lets that personnel earn seed cards just encountered where it is
 * present (HQ: Return Orb to Bajor: "may earn Orb artifacts just encountered") — without solving the mission.
 * - Card field `earnsEncounteredWherePresent` (a CardFilter): when a seed card its filter passes is set aside during a
 *   mission attempt (an artifact encountered: `SeedCardSetAside`, attempt/flow.ts › revealSeed), and the card's host is
 *   among the attempting personnel present (attempt/teams.ts › allPresent), the host's owner earns it at once
 *   (`SeedCardEarned`, to hand, as artifacts earned by solving: attempt/flow.ts).
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING SEED CARDS (artifacts are set aside, earned when the mission is solved);
 *   THE CARDS (a card's text overrides the rules); ARTIFACTS.
 * Decisions: "may" is always taken (an artifact in hand may still be left unplayed: as artifact-acquisitions.ts);
 * only the attempts of the host's owner (the host is never present in an opponent's attempt).
 */
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import { zoneArg, zoneKind, cardsIn, Z } from '../zones';
import { allPresent } from '../attempt/teams';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { matches } from './play';
import { behaviourOf } from './registry';

/** For the catalogue test. */
export const ENCOUNTER_EARNING_WORDS: readonly string[] = ['field:earnsEncounteredWherePresent'];

const earnsEncountered: BlueprintTest = (behaviour) => behaviour.earnsEncounteredWherePresent;

/** Called as a seed card other than a dilemma is set aside during an attempt (attempt/flow.ts › revealSeed). */
export function earnEncounteredWherePresent(ctx: Ctx, iid: string): void {
  // Issue 17: only in games holding such a card.
  const ids = blueprintsWhere(ctx.state, earnsEncountered);
  const attempt = ctx.state.attempt;
  if (ids.size === 0 || !attempt) return;
  const card = bp(ctx.state, iid);
  for (const member of allPresent(ctx.state, attempt)) {
    for (const child of cardsIn(ctx.state, Z.on(member))) {
      const instance = ctx.state.cards[child]!;
      if (!ids.has(instance.blueprint) || !instance.faceUp || instance.owner !== attempt.player) continue;
      const filter = behaviourOf(instance.blueprint)?.earnsEncounteredWherePresent;
      if (!filter || !matches(card, filter) || zoneKind(ctx.state.cards[iid]!.zone) !== 'revealed') continue;
      ctx.emit({ type: 'SeedCardEarned', card: iid, player: attempt.player, location: zoneArg(ctx.state.cards[iid]!.zone), to: Z.hand(attempt.player), rule: RULES.solving });
      ctx.emit({ type: 'CardEffectResolved', card: child, player: attempt.player, effect: `${bp(ctx.state, member).title} earns ${card.title} just encountered`, target: member, rule: RULES.cardEffects });
      return;
    }
  }
}
