/**
 * Issue 15 (helper incidents-f): `whenOpponentDraws` — a card on its owner's table that lets the owner
 * draw as the opponent gains cards: "each time an opponent draws a card (except their normal card draw),
 * you may draw a card. You may also do this each time an opponent converts a card draw into a download or
 * downloads a personnel" (Superior Surgical Knowledge), only while the owner plays only one affiliation
 * (`onlyAffiliation`: every personnel and ship the owner has in the game, in play or not, is of it).
 * Checked once after every command (decide.ts), from that command's facts: one card per card the
 * opponent drew by a card effect or a dilemma (`CardsDrawn`, not the end-of-turn draw), per card draw
 * replaced by a download (`DrawSkipped` `replaced-by-download`) and per personnel the opponent downloaded
 * (`CardDownloaded`). "You may" is taken (the engine draws), as for `whenCardsPlayed`. The owner's own
 * draw limits still hold (no-card-draws.ts › cardDrawsForbidden). The draws it makes are not reacted to
 * again in the same command (two such cards do not answer each other forever).
 *   1E rulebook › THE PLAY PHASE › END OF TURN (the normal card draw); DOWNLOADING;
 *   THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects).
 */
import { blueprintOf } from '../card-facts';
import type { Ctx } from '../context';
import { RULES } from '../rules';
import { perCards, tableIndex } from '../table-index';
import type { CardInstance, GameEvent, GameState, PlayerId } from '../types';
import { cardsIn, other, Z, zoneKind } from '../zones';
import { cardDrawsForbidden } from './no-card-draws';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { barsDrawsOnOwnTurns } from './turn-draw-limits';

export interface WhenOpponentDraws {
  /** Only while every personnel and ship its owner has in the game shows this affiliation ("if you are playing only [Vid]"). */
  readonly onlyAffiliation?: string;
}

const watchesDraws: BlueprintTest = (behaviour) => behaviour.whenOpponentDraws !== undefined;
const NONE: readonly CardInstance[] = [];

function watchers(state: GameState): readonly CardInstance[] {
  // Issue 17 (seventeenth session): no card of this game has the word, so none is in play (blueprints-where.ts).
  if (blueprintsWhere(state, watchesDraws).size === 0) return NONE;
  return perCards(state, 'when-opponent-draws', () =>
    tableIndex(state).inPlay.filter((instance) => instance.faceUp && zoneKind(instance.zone) === 'table' && behaviourOf(instance.blueprint)?.whenOpponentDraws !== undefined),
  );
}

/** Whether every personnel and ship `player` has in the game (any zone) is of `affiliation`. */
export function playsOnly(state: GameState, player: PlayerId, affiliation: string): boolean {
  return perCards(state, `plays-only:${player}:${affiliation}`, () =>
    Object.values(state.cards).every((instance) => {
      if (instance.owner !== player) return true;
      const card = blueprintOf(state, instance.iid);
      return (card.type !== 'Personnel' && card.type !== 'Ship') || (card.affiliations as readonly string[]).includes(affiliation);
    }),
  );
}

/** How many times `opponent` gained a card in these facts, in the sense of the word above. */
function gains(state: GameState, opponent: PlayerId, events: readonly GameEvent[]): number {
  let count = 0;
  for (const event of events) {
    if (event.type === 'CardsDrawn' && event.player === opponent && (event.reason === 'card-effect' || event.reason === 'dilemma')) count += event.cards.length;
    else if (event.type === 'DrawSkipped' && event.player === opponent && event.reason === 'replaced-by-download') count += 1;
    else if (event.type === 'CardDownloaded' && event.player === opponent && state.cards[event.card] && blueprintOf(state, event.card).type === 'Personnel') count += 1;
  }
  return count;
}

/** Runs `whenOpponentDraws` for this command's facts (from `from` on): the owner draws that many cards, one per title in play. */
export function runWhenOpponentDraws(ctx: Ctx, from = 0): void {
  if (ctx.state.phase !== 'play') return;
  const watching = watchers(ctx.state);
  if (watching.length === 0) return;
  const events = ctx.events.slice(from);
  const done = new Set<string>();
  for (const instance of watching) {
    const behaviour = behaviourOf(instance.blueprint)!;
    const key = `${instance.owner}|${behaviour.title}`;
    if (done.has(key)) continue;
    done.add(key);
    const rule = behaviour.whenOpponentDraws!;
    if (rule.onlyAffiliation && !playsOnly(ctx.state, instance.owner, rule.onlyAffiliation)) continue;
    const count = gains(ctx.state, other(instance.owner), events);
    if (count === 0) continue;
    // The turn the opponent gained the cards in: an EndTurn has begun the next turn since, the cards came in the ended one.
    const ended = events.find((event) => event.type === 'TurnEnded');
    const turnPlayer = ended?.type === 'TurnEnded' ? ended.player : ctx.state.turn?.player;
    if (turnPlayer === instance.owner && barsDrawsOnOwnTurns(ctx.state, instance.owner)) continue;
    if (turnPlayer === ctx.state.turn?.player && cardDrawsForbidden(ctx.state, instance.owner)) continue;
    const cards = cardsIn(ctx.state, Z.draw(instance.owner)).slice(0, count);
    if (cards.length === 0) continue;
    ctx.emit({ type: 'CardsDrawn', player: instance.owner, cards, reason: 'card-effect', rule: RULES.cardEffects });
    ctx.emit({ type: 'CardEffectResolved', card: instance.iid, player: instance.owner, effect: `${instance.owner} draws ${cards.length} as the opponent gained cards`, rule: RULES.cardEffects });
  }
}

export const OPPONENT_DRAWS_WORDS: readonly string[] = ['when-opponent-draws', 'restriction:no-draws-on-your-turns'];
