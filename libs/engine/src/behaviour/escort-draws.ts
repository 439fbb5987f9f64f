/**
 * Issue 15 (helper objb): a card lying on a mission lets its owner draw more cards at the end of each turn while they
 * escort a captive on that planet, once they have solved it (Forced-Labor Camp: "after you solve, while you escort a captive
 * on this planet, you may draw one additional card at end of each turn").
 * - Card field `drawsWhileEscortingHere` (`count`): at the end of every turn, either player's (play.ts › endTurn, after that
 *   turn's normal draw), for each such card face up atop a mission its owner has completed (`GameState.completed`) where a
 *   captive the owner holds on the planet (`held:<owner>:<location>`) has an escort of theirs there (captives.ts ›
 *   escortsOf), its owner draws `count` cards (one `CardsDrawn`, a card effect).
 *   1E rulebook › THE PLAY PHASE › END OF TURN (the card draw); CAPTURE (escorted; held at a location by an Away Team);
 *   THE CARDS (a card's text overrides the rules); Glossary › "full turn" (each turn: either player's).
 * Decisions: "each turn" is every turn, the opponent's too (as countdowns tick down at the end of each turn); "may draw" is
 * always taken (a card drawn may be left unplayed); copies lying on different missions each draw.
 */
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import { cardsIn, Z } from '../zones';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { escortsOf } from './captives';
import { cardDrawsForbidden } from './no-card-draws';
import { behaviourOf } from './registry';

export interface DrawsWhileEscortingHere {
  readonly count: number;
}

/** For the catalogue test. */
export const ESCORT_DRAW_WORDS: readonly string[] = ['field:drawsWhileEscortingHere'];

const drawsWhileEscorting: BlueprintTest = (behaviour) => behaviour.drawsWhileEscortingHere;

/** At the end of every turn (play.ts › endTurn): the owners of such cards draw. */
export function escortDraws(ctx: Ctx): void {
  // Issue 17: only in games holding such a card.
  const ids = blueprintsWhere(ctx.state, drawsWhileEscorting);
  if (ids.size === 0) return;
  for (const location of Object.keys(ctx.state.locations))
    for (const card of cardsIn(ctx.state, Z.atop(location))) {
      const state = ctx.state;
      const instance = state.cards[card]!;
      const rule = ids.has(instance.blueprint) && instance.faceUp ? behaviourOf(instance.blueprint)?.drawsWhileEscortingHere : undefined;
      if (!rule) continue;
      const owner = instance.owner;
      if (!state.completed[owner].includes(location)) continue;
      if (!cardsIn(state, Z.held(owner, location)).some((captive) => escortsOf(state, captive).length > 0)) continue;
      // A card saying its owner draws no cards (no-card-draws.ts) stops this draw too.
      const drawn = cardDrawsForbidden(state, owner) ? [] : cardsIn(state, Z.draw(owner)).slice(0, rule.count);
      if (drawn.length > 0) ctx.emit({ type: 'CardsDrawn', player: owner, cards: drawn, reason: 'card-effect', rule: RULES.cardEffects });
      ctx.emit({ type: 'CardEffectResolved', card, player: owner, effect: `${drawn.length} more card(s) drawn while escorting a captive on ${bp(state, state.locations[location]!.missions[0]!).title}`, rule: RULES.cardEffects });
    }
}
