/**
 * Issue 17: the blueprint ids of a game whose behaviour passes a test, found once per game (read on hot
 * paths by the modules whose words react to cards in play). Its own module, not registry.ts, so that a
 * spec mocking `behaviourOf` (jest.mock of './registry') is seen here too.
 */
import { behaviourOf } from './registry';
import type { CardBehaviour } from './vocabulary';

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
