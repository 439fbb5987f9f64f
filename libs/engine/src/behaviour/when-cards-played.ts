/**
 * Issue 15 (events-d): a card in play that reacts when its owner plays another card — "once each
 * turn, when you play a non-[Fed] ship here, you may draw a card"; "once each turn, when you play an
 * event on table, …". The word `whenCardsPlayed` (CardBehaviour) is run by `runWhenCardsPlayed`, called as a
 * card is played (`PlayCard`, play.ts › playCard, before its response window) or reported for duty
 * (`ReportForDuty`, play.ts › report). "You may draw": the engine always uses this "may" (as for
 * Deyos's draw), there being no choice left to make once it is used.
 *   1E rulebook › PLAYING A CARD (reporting for duty is playing the card); THE CARDS › EVENTS,
 *   INCIDENTS, & OBJECTIVES (lasting effects); MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 * Speed: the blueprints with the word are found once per game; a game without them costs a lookup.
 */
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { PlayerId } from '../types';
import { locationOfZone, other, Z, zoneKind } from '../zones';
import { matches } from './play';
import { behaviourOf } from './registry';
import { runEffects } from './verbs';
import type { CardFilter, Effect } from './vocabulary';

export interface WhenCardsPlayed {
  /** The card played. */
  readonly filter: CardFilter;
  /** Only when it enters play at this card's location (a card lying atop a mission or on a facility there). */
  readonly here?: boolean;
  /** Only when it goes onto its player's table ("an event on table"). */
  readonly onTable?: boolean;
  /** Whose plays: its owner's (the default) or the owner's opponent's. */
  readonly by?: 'you' | 'opponent';
  /** At most once each turn (per player and title). */
  readonly oncePerTurn?: boolean;
  /** Not when the card was downloaded ("when you play (but not download)"; issue 15, incidents-e). */
  readonly notDownloaded?: boolean;
  readonly effects: readonly Effect[];
}

const found = new WeakMap<object, ReadonlySet<string>>();
function watchers(ctx: Ctx): ReadonlySet<string> {
  let ids = found.get(ctx.state.blueprints);
  if (!ids) {
    ids = new Set(Object.keys(ctx.state.blueprints).filter((id) => behaviourOf(id)?.whenCardsPlayed));
    found.set(ctx.state.blueprints, ids);
  }
  return ids;
}

/** After `card` entered play (played, reported or downloaded) for `player`: the `whenCardsPlayed` effects of the cards in play watching that player's plays, once per title. */
export function runWhenCardsPlayed(ctx: Ctx, player: PlayerId, card: string, downloaded = false): void {
  const ids = watchers(ctx);
  if (ids.size === 0) return;
  const played = ctx.state.cards[card];
  if (!played) return;
  const playedCard = bp(ctx.state, card);
  const where = locationOfZone(ctx.state, played.zone);
  const done = new Set<string>();
  const candidates = [...(tableIndex(ctx.state).inPlayBy[player] ?? []), ...(tableIndex(ctx.state).inPlayBy[other(player)] ?? [])];
  for (const instance of candidates) {
    if (!ids.has(instance.blueprint) || !instance.faceUp || instance.iid === card) continue;
    const behaviour = behaviourOf(instance.blueprint)!;
    const rule = behaviour.whenCardsPlayed!;
    // Issue 15 (events-d): a card that watches its owner's opponent's plays ("if they played …").
    if ((rule.by === 'opponent') !== (instance.owner !== player)) continue;
    const owner = instance.owner;
    if (done.has(behaviour.title) || !matches(playedCard, rule.filter)) continue;
    if (rule.onTable && played.zone !== Z.table(player)) continue;
    if (rule.notDownloaded && downloaded) continue;
    if (rule.here && (where === null || locationOfZone(ctx.state, instance.zone) !== where || zoneKind(instance.zone) === 'table')) continue;
    const key = `${behaviour.title} (when you play, this turn)`;
    if (rule.oncePerTurn && ctx.state.abilityUses?.[`${owner}|${key}`] === ctx.state.turn?.number) continue;
    done.add(behaviour.title);
    if (rule.oncePerTurn) ctx.emit({ type: 'CardAbilityUsed', player: owner, title: key, turn: ctx.state.turn?.number ?? 0, rule: RULES.oncePerTurn });
    runEffects({ ctx, player: owner, card: instance.iid }, rule.effects);
  }
}

export const WHEN_CARDS_PLAYED_WORDS: readonly string[] = ['when-cards-played'];
