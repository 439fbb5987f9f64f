/**
 * Dilemmas in the behaviour model (issue 15): each dilemma's encounter program now lives in its
 * card file (src/cards/<release>/<id>-<slug>.ts, `dilemma`), found by id; the step vocabulary is in
 * behaviour/dilemma-steps.ts. This module keeps the names the attempt flow reads.
 */
import { allBehaviours, behaviourOf } from './behaviour/registry';
import type { DilemmaDef } from './behaviour/dilemma-steps';

export type { Action, DilemmaDef, Filter, HookName, Measure, OngoingRules, Selector, Step } from './behaviour/dilemma-steps';

/** Every scripted dilemma, keyed by blueprint id. */
export const DILEMMAS: Readonly<Record<string, DilemmaDef>> = Object.fromEntries(
  allBehaviours().flatMap((behaviour) => (behaviour.dilemma ? [[behaviour.id, behaviour.dilemma] as const] : [])),
);

export function dilemmaDef(blueprintId: string): DilemmaDef | undefined {
  return behaviourOf(blueprintId)?.dilemma;
}
