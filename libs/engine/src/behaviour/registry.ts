/**
 * Finds a card's behaviour by its id (issue 15; STYLE.md › example 1). Reprints — a card printed
 * again under another id with the same title and game text — resolve through the alias table
 * (cards/aliases.ts, ids only), so one file serves every printing.
 */
import { CARD_ALIASES } from '../cards/aliases';
import { CARD_BEHAVIOURS } from '../cards/index';
import type { CardBehaviour } from './vocabulary';

const BY_ID: ReadonlyMap<string, CardBehaviour> = new Map(CARD_BEHAVIOURS.map((behaviour) => [behaviour.id, behaviour]));

export function behaviourOf(id: string): CardBehaviour | undefined {
  return BY_ID.get(id) ?? BY_ID.get(CARD_ALIASES[id] ?? '');
}

/** Every scripted card (not the aliases). */
export function allBehaviours(): readonly CardBehaviour[] {
  return CARD_BEHAVIOURS;
}

const WHERE = new WeakMap<object, Map<BlueprintTest, ReadonlySet<string>>>();

/** A test of a card's behaviour; module-level constants only — its identity is the memo key. */
export type BlueprintTest = (behaviour: CardBehaviour) => unknown;

/**
 * The blueprint ids of this game whose behaviour passes `test`, found once per game and test (a game's
 * blueprints never change; issue 17: read on hot paths). Pass a module-level function: a new arrow
 * per call would be a new key, so the scan would run every call.
 */
export function blueprintsWhere(state: { readonly blueprints: object }, test: BlueprintTest): ReadonlySet<string> {
  let byTest = WHERE.get(state.blueprints);
  if (!byTest) WHERE.set(state.blueprints, (byTest = new Map()));
  let ids = byTest.get(test);
  if (!ids) {
    ids = new Set(
      Object.keys(state.blueprints).filter((id) => {
        const behaviour = behaviourOf(id);
        return behaviour !== undefined && Boolean(test(behaviour));
      }),
    );
    byTest.set(test, ids);
  }
  return ids;
}
