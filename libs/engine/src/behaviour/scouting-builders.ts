/**
 * Issue 15 (borg): trigger lists that several Borg-Only Objectives share word for word, so each card file
 * names the builder instead of repeating the block. Kept apart from behaviour/scouting.ts (the runner) on
 * purpose: card files import this module, and scouting.ts reaches the card registry, so importing the
 * runner from a card file would close an import cycle (registry → card index → card → runner). Type
 * imports only, as behaviour/shared-modifiers.ts.
 */
import type { Effect, Trigger } from './vocabulary';

/**
 * The triggers of a Borg-Only Objective that scouts its target location and is then probed for: the
 * target recorded as it is played; at the end of its owner's turn, scouting complete on an earlier turn
 * and their Borg at the location, they may probe; a probe card showing one of `icons` completes it for
 * `points` (placed on the mission), then `also` runs (a download onto the mission …).
 *   1E rulebook › COMPLETE BORG OBJECTIVES › IN GENERAL; SCOUTING; END OF TURN › PROBING.
 */
export function scoutThenProbe(outcome: { readonly name: string; readonly icons: readonly string[]; readonly points: number; readonly also?: readonly Effect[] }): readonly Trigger[] {
  const complete: Effect = { kind: 'complete-borg-objective', points: outcome.points };
  return [
    { on: 'played', effects: [{ kind: 'record-objective-target' }] },
    {
      on: 'end-of-turn',
      effects: [
        {
          kind: 'after-scouting',
          at: { kind: 'yours-there', filter: { affiliation: 'Borg' } },
          then: [{ kind: 'may', effects: [{ kind: 'probe', who: 'you', outcomes: [{ name: outcome.name, match: { icons: outcome.icons }, effects: [complete, ...(outcome.also ?? [])] }] }] }],
        },
      ],
    },
  ];
}
