/**
 * Issue 15 (helper incidents-d): `whenYouPlay` — a card in play of yours that acts when you play
 * (report, play or download) a card the filter passes: "you may draw a card when you play a Reman or an
 * [Equipment] with 'Reman' in title". Checked once after every command (decide.ts), from that
 * command's `CardPlayed` / `CardReported` / `CardDownloaded` facts; "you may draw" is taken (the engine draws).
 *   1E rulebook › THE CARDS › EQUIPMENT; DOWNLOADING (a download plays the card);
 *   MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS ("once every turn").
 */
import { groupMemberFromCard } from '@captains-log/cards';
import { blueprintOf } from '../card-facts';
import type { Ctx } from '../context';
import { RULES } from '../rules';
import { perCards, tableIndex } from '../table-index';
import type { CardInstance, GameState } from '../types';
import { cardsIn } from '../zones';
import { holderMatches } from './modifiers-incidents';
import { matches } from './play';
import { behaviourOf } from './registry';
import { runEffects } from './verbs';
import { names } from './reporting';
import type { CardFilter, Effect } from './vocabulary';
import type { HolderIncidents } from './vocabulary-incidents';

/** A card filter that can also ask for a characteristic (species: `Reman`). */
export type PlayedFilter = CardFilter & { readonly characteristics?: readonly string[]; readonly universal?: boolean; readonly anyOfPlayed?: readonly PlayedFilter[] };

export interface WhenYouPlay {
  /** The card you play. */
  readonly played: PlayedFilter;
  /** Not when it is downloaded ("when you play (but not download)"). */
  readonly notDownloaded?: boolean;
  /** Once each turn (per copy in play). */
  readonly oncePerTurn?: boolean;
  /** At most this many times each turn (per copy in play: "limit twice every turn"). */
  readonly perTurn?: number;
  /** Only while a personnel with one of these names (title or persona, either player's) is in play ("while {Sybok} in play"). */
  readonly whileInPlay?: readonly string[];
  /** Only while a personnel of yours the filter reaches is present with this card (equipment). */
  readonly presentWith?: HolderIncidents & { readonly classification?: string };
  readonly effects: readonly Effect[];
}

function playedMatches(state: GameState, iid: string, filter: PlayedFilter): boolean {
  const card = blueprintOf(state, iid);
  if (filter.anyOfPlayed && !filter.anyOfPlayed.some((one) => playedMatches(state, iid, one))) return false;
  if (filter.universal !== undefined && card.universal !== filter.universal) return false;
  if (filter.characteristics && !card.characteristics.some((c) => filter.characteristics!.some((wanted) => wanted.toLowerCase() === c.toLowerCase()))) return false;
  return matches(card, filter);
}

function watchers(state: GameState): readonly CardInstance[] {
  return perCards(state, 'when-you-play', () => tableIndex(state).inPlay.filter((instance) => instance.faceUp && behaviourOf(instance.blueprint)?.whenYouPlay !== undefined));
}

const useKey = (state: GameState, iid: string) => `${blueprintOf(state, iid).title}@${iid}#when you play`;

/** Runs the `whenYouPlay` effects of cards in play for the cards played in this command (facts from `from` on). */
export function runWhenYouPlay(ctx: Ctx, from = 0): void {
  if (ctx.state.phase !== 'play') return;
  const watching = watchers(ctx.state);
  if (watching.length === 0) return;
  const played = ctx.events.slice(from).flatMap((event) =>
    event.type === 'CardPlayed' || event.type === 'CardReported' ? [{ player: event.player, card: event.card, downloaded: false }] : event.type === 'CardDownloaded' ? [{ player: event.player, card: event.card, downloaded: true }] : [],
  );
  if (played.length === 0) return;
  for (const instance of watching) {
    const rule = behaviourOf(instance.blueprint)!.whenYouPlay!;
    for (const one of played) {
      const current = ctx.state.cards[instance.iid];
      if (!current || current.zone !== instance.zone || one.player !== instance.owner || one.card === instance.iid) continue;
      if ((rule.notDownloaded && one.downloaded) || !ctx.state.cards[one.card] || !playedMatches(ctx.state, one.card, rule.played)) continue;
      if (rule.presentWith) {
        const filter = rule.presentWith;
        const present = cardsIn(ctx.state, current.zone).some((other) => {
          const card = blueprintOf(ctx.state, other);
          return ctx.state.cards[other]!.owner === instance.owner && card.type === 'Personnel' && !!card.personnel && holderMatches(ctx.state, other, groupMemberFromCard(card), filter);
        });
        if (!present) continue;
      }
      if (rule.whileInPlay && !tableIndex(ctx.state).inPlay.some((other) => other.faceUp && blueprintOf(ctx.state, other.iid).type === 'Personnel' && rule.whileInPlay!.some((name) => names(blueprintOf(ctx.state, other.iid), name)))) continue;
      const turn = ctx.state.turn?.number ?? 0;
      const limit = rule.perTurn ?? (rule.oncePerTurn ? 1 : undefined);
      if (limit !== undefined) {
        // One key per use this turn: `…#when you play`, `…#when you play 2`, …
        const keys = Array.from({ length: limit }, (_, n) => `${useKey(ctx.state, instance.iid)}${n === 0 ? '' : ` ${n + 1}`}`);
        const free = keys.find((key) => ctx.state.abilityUses?.[`${instance.owner}|${key}`] !== turn);
        if (!free) continue;
        ctx.emit({ type: 'CardAbilityUsed', player: instance.owner, title: free, turn, rule: RULES.oncePerTurn });
      }
      runEffects({ ctx, player: instance.owner, card: instance.iid }, rule.effects);
    }
  }
}
