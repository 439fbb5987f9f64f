/**
 * Issue 15 (ships, pass E): the mission word for spans its text changes (`MissionText.spanChange`),
 * carried out by behaviour/mission-span.ts (read by play.ts › locationSpan).
 *   1E rulebook › EXECUTING ORDERS › FLY A STARSHIP; THE CARDS › MISSIONS (span).
 */

/** What the mission does to spans: `delta` at its location for the ships matching `ships` (every ship when absent), or at the adjacent locations (`adjacent`). */
export interface MissionSpan {
  readonly delta: number;
  /** Ships with this icon ("[Maq] ships") or whose class contains this ("Son'a ships"); absent: every ship. */
  readonly ships?: { readonly icon?: string; readonly classContains?: string };
  /** At the locations next to this mission on its spaceline instead of its own. */
  readonly adjacent?: boolean;
}

/** For the catalogue test: the words above, as `missionWords` spells them. */
export const MISSION_SPAN_WORDS: readonly string[] = ['mission-span:here', 'mission-span:adjacent'];

export function missionSpanWords(span: MissionSpan | undefined): string[] {
  return span ? [`mission-span:${span.adjacent ? 'adjacent' : 'here'}`] : [];
}
