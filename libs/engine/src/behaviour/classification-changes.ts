/**
 * Issue 15 (qtime): cards that change a personnel's classification while they are in play — "personnel
 * with OFFICER classification are now CIVILIAN instead, and vice versa" (a card on a table), "that
 * personnel's classification changes to ANIMAL" (a card lying on the personnel).
 *
 * `blueprintOf` (card-facts.ts) passes every personnel through `withClassificationChanges` after its
 * affiliation changes, so every rule that reads a classification (requirements through memberOf, battle
 * leaders, filters of dilemmas and cards, classification counts) sees the changed card while the changing
 * card lies face up where its script says.
 *   1E rulebook › PERSONNEL › Classification (a personnel's classification is also a skill:
 *   "Classifications vs. Skills"); THE CARDS › EVENTS (an event's effect lasts while it is in play).
 * Cheap by construction, as control-changes.ts: the cards able to change classifications are found once
 * per game (none in almost every game: one lookup per read); the tables are read once per card record.
 */
import type { Card } from '@captains-log/cards';
import { perCards } from '../table-index';
import type { GameState } from '../types';
import { Z } from '../zones';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';

export type ClassificationChange =
  /**
   * While the card lies face up on a table: every personnel in play of one of `affiliations` (as the rules
   * see them now) whose classification is one of the pair `between` has the other one instead.
   */
  | { readonly kind: 'swap-on-table'; readonly affiliations: readonly string[]; readonly between: readonly [string, string] }
  /** While the card lies face up on a personnel: that personnel's classification is `classification`. */
  | { readonly kind: 'host-becomes'; readonly classification: string };

/** The words, for the catalogue test (`classification-change:<kind>`). */
export const CLASSIFICATION_CHANGE_WORDS: readonly string[] = ['swap-on-table', 'host-becomes'].map((kind) => `classification-change:${kind}`);

const hasClassificationChange: BlueprintTest = (b) => b.classificationChange;
const CHANGED = new WeakMap<Card, Map<string, Card>>();
const TABLES = ['table:p1', 'table:p2'] as const;

/** The blueprint ids of this game whose cards change classifications (found once per game). */
function sourcesOf(state: GameState): ReadonlySet<string> {
  return blueprintsWhere(state, hasClassificationChange);
}

type Swap = Extract<ClassificationChange, { kind: 'swap-on-table' }>;

/** The swaps in force: face-up cards on either table (one per title: not cumulative, and a swap done twice would undo itself). */
function swapsInForce(state: GameState, sources: ReadonlySet<string>): readonly Swap[] {
  return perCards(state, 'classification-swaps', () => {
    const out = new Map<string, Swap>();
    for (const zone of TABLES)
      for (const iid of state.zones[zone] ?? []) {
        const instance = state.cards[iid];
        const change = instance?.faceUp && sources.has(instance.blueprint) ? behaviourOf(instance.blueprint)?.classificationChange : undefined;
        if (change?.kind === 'swap-on-table') out.set(instance!.blueprint, change);
      }
    return [...out.values()];
  });
}

/** The classification a card lying face up on the personnel `iid` gives it, if any. */
function hostClassification(state: GameState, iid: string, sources: ReadonlySet<string>): string | undefined {
  for (const on of state.zones[Z.on(iid)] ?? []) {
    const instance = state.cards[on];
    const change = instance?.faceUp && sources.has(instance.blueprint) ? behaviourOf(instance.blueprint)?.classificationChange : undefined;
    if (change?.kind === 'host-becomes') return change.classification;
  }
  return undefined;
}

/** The personnel `card` (instance `iid`) as the rules see it now: its classification changed while a change reaching it is in force. */
export function withClassificationChanges(state: GameState, card: Card, iid: string): Card {
  if (card.type !== 'Personnel' || !card.personnel) return card;
  const sources = sourcesOf(state);
  if (sources.size === 0) return card;
  const printed = card.personnel.classification;
  let now = printed;
  for (const swap of swapsInForce(state, sources)) {
    if (!card.affiliations.some((affiliation) => swap.affiliations.includes(affiliation))) continue;
    const at = swap.between.indexOf(now);
    if (at >= 0) now = swap.between[1 - at]!;
  }
  now = hostClassification(state, iid, sources) ?? now;
  return now === printed ? card : changed(card, now);
}

/** One changed card object per card and classification (later readers cache by the card object). */
function changed(card: Card, classification: string): Card {
  let byClassification = CHANGED.get(card);
  if (!byClassification) CHANGED.set(card, (byClassification = new Map()));
  let found = byClassification.get(classification);
  if (!found) {
    const personnel = card.personnel!;
    found = {
      ...card,
      personnel: {
        ...personnel,
        classification,
        ...(personnel.dual ? { dual: [{ ...personnel.dual[0], classification }, { ...personnel.dual[1], classification }] as const } : {}),
      },
    };
    byClassification.set(classification, found);
  }
  return found;
}
