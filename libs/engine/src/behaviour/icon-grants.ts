/**
 * Issue 15 (skills): a card lying on one personnel that gives that personnel icons while it lies there —
 * "plays on a personnel; adds the [Orb] icon" (Orb Experience).
 *
 * `blueprintOf` (card-facts.ts) passes every personnel through `withGrantedIcons` after its affiliation
 * and classification changes, so every rule that reads an icon (`showsIcon`: holder and personnel
 * filters, staffing, requirement terms through memberOf, reporting) sees the icon while the granting
 * card lies face up on the personnel. Group grants on a table ("your … personnel gain [X]") are not this
 * word (staffing icons of a group: table-staffing-grants.ts).
 *   1E rulebook › THE CARDS › INTERRUPTS (an interrupt's lasting effect where it is placed); ICONS (a
 *   card shows an icon or it does not: a second grant of the same icon adds nothing).
 * Cheap by construction, as classification-changes.ts: the granting cards are found once per game (none
 * in almost every game: one lookup per read); a changed card is made once per (card, icons) and kept, so
 * caches keyed by the card object stay warm.
 */
import type { Card } from '@captains-log/cards';
import type { GameState } from '../types';
import { Z } from '../zones';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import type { Attribute } from './vocabulary';

/**
 * While the card lies face up on a personnel, that personnel shows these icons too (bracket codes without brackets);
 * or (`host-toggles-icons`, issue 15 helper qcau: The Mask of Korgano) each of these icons the personnel shows as
 * printed is taken away, each it does not show is added ("changes it from normal to [AU], or vice versa").
 */
export type IconGrant = { readonly kind: 'host-gains-icons' | 'host-toggles-icons'; readonly icons: readonly string[] };

/** The target word of the cards that grant icons (its finder: icon-grant-targets.ts, apart so that card-facts.ts does not import the requirement checks). */
export type IconGrantTarget =
  /** Any personnel in play (either player's, in a crew, Away Team or facility) whose attribute, as modified, is more than `above`. */
  { readonly kind: 'personnel-with-attribute-above'; readonly attribute: Attribute; readonly above: number };

/** For the catalogue test and the README. */
export const ICON_GRANT_WORDS: readonly string[] = ['icon-grant:host-gains-icons', 'icon-grant:host-toggles-icons', 'target:personnel-with-attribute-above'];

const GRANTED = new WeakMap<Card, Map<string, Card>>();

/** Whether a behaviour grants icons (the memo key of `blueprintsWhere`). */
const grantsIcons: BlueprintTest = (behaviour) => behaviour.iconGrant;

/** The personnel `card` (instance `iid`) as the rules see it now: with the icons of the granting cards lying face up on it. */
export function withGrantedIcons(state: GameState, card: Card, iid: string): Card {
  if (card.type !== 'Personnel') return card;
  const sources = blueprintsWhere(state, grantsIcons);
  if (sources.size === 0) return card;
  const added: string[] = [];
  const removed: string[] = [];
  for (const on of state.zones[Z.on(iid)] ?? []) {
    const instance = state.cards[on];
    const grant = instance?.faceUp && sources.has(instance.blueprint) ? behaviourOf(instance.blueprint)?.iconGrant : undefined;
    for (const code of grant?.icons ?? []) {
      const printed = card.icons.some((icon) => icon.code === code);
      // A toggle takes a printed icon away (1E rulebook › ICONS: a card shows an icon or it does not; two toggles of one icon do not cancel out).
      if (printed && grant!.kind === 'host-toggles-icons') {
        if (!removed.includes(code)) removed.push(code);
      } else if (!printed && !added.includes(code)) added.push(code);
    }
  }
  if (added.length === 0 && removed.length === 0) return card;
  const key = `${added.join('+')}-${removed.join('+')}`;
  let made = GRANTED.get(card);
  if (!made) GRANTED.set(card, (made = new Map()));
  let out = made.get(key);
  if (!out) made.set(key, (out = { ...card, icons: [...card.icons.filter((icon) => !removed.includes(icon.code)), ...added.map((code) => ({ code, name: code, category: 'granted' }))] }));
  return out;
}
