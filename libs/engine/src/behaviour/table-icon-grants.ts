/**
 * Issue 15 (helper tosfilms): a card lying face up on its owner's table that gives icons to a group of
 * that owner's cards — "your personnel and ships that have a Star Trek: The Next Generation or Star Trek
 * Generations property logo gain [TNG] (even if not in play)" (Continuing Mission); "your % facilities gain
 * [OS]" (To Boldly Go).
 *
 * `blueprintOf` (card-facts.ts) passes every card through `withTableIconGrants` after icon-grants.ts, so
 * every rule that reads an icon (`showsIcon`: card, holder and personnel filters, discard conditions,
 * requirement terms through memberOf) sees it, wherever the card lies (hand, deck, play: "even if not in
 * play"). A grant of an icon the card already shows adds nothing (1E rulebook › ICONS).
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects while in play); THE CARDS
 *   (icons, property logos).
 * Cheap by construction: the granting blueprints are found once per game (none in almost every game: one
 * lookup per read); a changed card is made once per (card, icons) and kept, so caches stay warm.
 */
import type { Card } from '@captains-log/cards';
import type { GameState, PlayerId } from '../types';
import { Z } from '../zones';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { showsIcon } from './property-logos';
import { behaviourOf } from './registry';
import { yourCardInPlay, type YourCardInPlay } from './table-conditions';
import { titledAmong } from '../card-facts';

/** The printed card of an instance (no grants read: a grant's condition must not read grants). */
const printed = (state: GameState) => (iid: string): Card => state.blueprints[state.cards[iid]!.blueprint]!;

/**
 * On its owner's table: the owner's cards of `types` show `icons` too — those whose property logo (card list
 * `Property`) is one of `properties`, or (`universal`) the universal ones ("your % facilities gain [OS]").
 */
export interface TableIconGrant {
  readonly types: readonly ('Personnel' | 'Ship' | 'Facility')[];
  readonly properties?: readonly string[];
  readonly universal?: true;
  /** Issue 15 (helper hamm): only cards of one of these affiliations, showing none of `notIcons` ("your non-[AU] [Fed] personnel": Engage the Borg). */
  readonly affiliations?: readonly string[];
  readonly notIcons?: readonly string[];
  /** Issue 15 (helper reports): only cards with one of these characteristics ("your Remans"). */
  readonly characteristics?: readonly string[];
  /** Issue 15 (helper domir): with `characteristics`, a card with one of these titles passes too (Son'a Observatory, a Son'a card by title). */
  readonly orTitles?: readonly string[];
  /** Issue 15 (helper reports): only while one of `whenAny` holds and none of `unlessAny` (the owner's cards in play, read as printed: "while your {Reshape the Quadrant} in play"; "nullified if you have a {treaty} … in play"). */
  readonly whenAny?: readonly YourCardInPlay[];
  readonly unlessAny?: readonly YourCardInPlay[];
  readonly icons: readonly string[];
  /**
   * Issue 15 (helper records): only cards showing every one of these icons, and the icons they lose instead of
   * (or besides) those gained — "your [TE] personnel lose [KCA] (even if not in play)": `{ withIcons: ['TE'], lose: ['KCA'], icons: [] }`.
   * A lost icon is one the card no longer shows, whoever reads it (`showsIcon`, filters, requirements).
   */
  readonly withIcons?: readonly string[];
  readonly lose?: readonly string[];
  /** Issue 15 (helper holotos): only cards of these titles ("your {Gary Seven}, {Isis}, and {Roberta Lincoln} gain [OS]"). */
  readonly titles?: readonly string[];
  /**
   * Issue 15 (helper tail3): only cards titled as a card stored on the granting card (stored-cards.ts) — "personnel
   * placed here add [Holo] to your copies of same personnel" (Holoprogram: 221B Baker Street, its table way).
   */
  readonly storedTitles?: true;
}

/** For the catalogue test and the README. */
export const TABLE_ICON_GRANT_WORDS: readonly string[] = ['table-icon-grant', 'table-icon-grant.lose', 'table-icon-grant.storedTitles'];

const MADE = new WeakMap<Card, Map<string, Card>>();
const grantsOnTable: BlueprintTest = (behaviour) => behaviour.tableIconGrant;

/** `card` (an instance of `owner`) as the rules see it now: with the icons the owner's table grants it. */
export function withTableIconGrants(state: GameState, card: Card, owner: PlayerId): Card {
  if (card.type !== 'Personnel' && card.type !== 'Ship' && card.type !== 'Facility') return card;
  const sources = blueprintsWhere(state, grantsOnTable);
  if (sources.size === 0) return card;
  const added: string[] = [];
  const lost: string[] = [];
  // Issue 15 (helper holotos): the owner's cards lying atop a mission grant too (Assignment: Earth, on Earth).
  const atop = Object.keys(state.locations).flatMap((location) => (state.zones[Z.atop(location)] ?? []).filter((iid) => state.cards[iid]?.owner === owner));
  for (const iid of [...(state.zones[Z.table(owner)] ?? []), ...atop]) {
    const instance = state.cards[iid];
    if (!instance?.faceUp || !sources.has(instance.blueprint)) continue;
    const grant = behaviourOf(instance.blueprint)!.tableIconGrant!;
    if (grant.titles && !titledAmong(grant.titles, card)) continue;
    if (grant.storedTitles && !(state.zones[Z.stored(iid)] ?? []).some((one) => state.cards[one] && printed(state)(one).title === card.title)) continue;
    if (!(grant.types as readonly string[]).includes(card.type)) continue;
    if (grant.properties && !grant.properties.includes(card.property?.trim() ?? '')) continue;
    if (grant.universal && !card.universal) continue;
    if (grant.affiliations && !card.affiliations.some((affiliation) => grant.affiliations!.includes(affiliation))) continue;
    if (grant.notIcons?.some((code) => showsIcon(card, code))) continue;
    if (grant.withIcons && !grant.withIcons.every((code) => showsIcon(card, code))) continue;
    if (grant.characteristics && !card.characteristics.some((c) => grant.characteristics!.some((wanted) => wanted.toLowerCase() === c.toLowerCase())) && !titledAmong(grant.orTitles, card)) continue;
    if (grant.whenAny && !grant.whenAny.some((condition) => yourCardInPlay(state, owner, condition, printed(state)))) continue;
    if (grant.unlessAny?.some((condition) => yourCardInPlay(state, owner, condition, printed(state)))) continue;
    for (const code of grant.icons) if (!added.includes(code) && !showsIcon(card, code)) added.push(code);
    for (const code of grant.lose ?? []) if (!lost.includes(code) && card.icons.some((icon) => icon.code === code)) lost.push(code);
  }
  if (added.length === 0 && lost.length === 0) return card;
  const key = `${added.join('+')}-${lost.join('+')}`;
  let made = MADE.get(card);
  if (!made) MADE.set(card, (made = new Map()));
  let out = made.get(key);
  if (!out) made.set(key, (out = { ...card, icons: [...card.icons.filter((icon) => !lost.includes(icon.code)), ...added.map((code) => ({ code, name: code, category: 'granted' }))] }));
  return out;
}
