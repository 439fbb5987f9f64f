/**
 * Words for affiliation and control changes (issue 15, premiere-control). Joined to the behaviour
 * model by one line in vocabulary.ts; the mechanism is behaviour/control-changes.ts.
 *   1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP; REPORTING FOR DUTY › COMPATIBLE
 *   (Exception: Non-Aligned compatibility).
 */

/** Which personnel a change reaches: any of these characteristics (species, keywords), or any of these titles. */
export interface ControlHolder {
  readonly characteristics?: readonly string[];
  readonly titles?: readonly string[];
}

/**
 * While this card lies face up on a table, the personnel `to` reaches (anyone's, anywhere) have no
 * affiliation of their own: they are `becomes` personnel instead (e.g. Non-Aligned).
 */
export interface AffiliationLoss {
  readonly to: ControlHolder;
  readonly becomes: string;
}
