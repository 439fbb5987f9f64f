/**
 * Issue 15 (helper qcau): a card lying on one personnel that changes that personnel's affiliation and takes skills away
 * while it lies there — "that Klingon is now Non-Aligned, has no Honor" (Discommendation) — and the target word of the
 * card that plays so: a survivor of the losing side of a personnel battle that just ended.
 *   - `hostChange` (`affiliation`, `losesSkills`): `blueprintOf` (card-facts.ts) passes every personnel through
 *     `withHostChanges` after the table-wide affiliation changes, so compatibility, battle restrictions, attempts,
 *     requirements (memberOf) and filters all read the changed card while the changing card lies face up on it;
 *   - target `survivor-of-lost-battle` (`filter`): in the `battle-ended` window of a personnel battle that had a winner,
 *     each personnel of the losing player still where the battle was (its survivors) matching `filter`.
 *   1E rulebook › THE CARDS › EVENTS (an event played on a card lasts while it lies there); BATTLE › AFTER THE BATTLE;
 *   PERSONNEL › Affiliation; USING SKILLS.
 * Cheap by construction (as icon-grants.ts): the changing blueprints are found once per game (none in almost every game:
 * one lookup per read); a changed card is made once per card and kept, so caches keyed by the card object stay warm.
 */
import type { Card } from '@captains-log/cards';
import { bp } from '../context';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { personnelMatches } from './personnel-filter';
import { finding } from './target-table';
import type { PersonnelFilter } from './vocabulary-events2';

/** While the card lies face up on a personnel: that personnel's affiliation is `affiliation`, and it has none of `losesSkills`. */
export interface HostChange {
  readonly affiliation?: string;
  readonly losesSkills?: readonly string[];
  /** Issue 15 (helper control): "is attributes all 3" — its printed INTEGRITY, CUNNING and STRENGTH are this number (Ceti Eel). */
  readonly attributesAll?: number;
  /** Issue 15 (helper control): "is compatible with your [SKR] cards" — it may join its controller's ships and facilities showing one of these icons (Release This Pain; play.ts › checkHouseArrest). */
  readonly mixesWithIcons?: readonly string[];
}

export type HostChangeTarget = { readonly kind: 'survivor-of-lost-battle'; readonly filter: PersonnelFilter };

/** For the catalogue test. */
export const HOST_CHANGE_WORDS: readonly string[] = ['host-change', 'target:survivor-of-lost-battle'];

const CHANGED = new WeakMap<Card, Map<string, Card>>();
const changesHosts: BlueprintTest = (behaviour) => behaviour.hostChange;

/** The personnel `card` (instance `iid`) as the rules see it now: changed by the cards lying face up on it. */
export function withHostChanges(state: GameState, card: Card, iid: string): Card {
  if (card.type !== 'Personnel' || !card.personnel) return card;
  const sources = blueprintsWhere(state, changesHosts);
  if (sources.size === 0) return card;
  let affiliation: string | undefined;
  let attributes: number | undefined;
  const loses = new Set<string>();
  for (const on of state.zones[Z.on(iid)] ?? []) {
    const instance = state.cards[on];
    const change = instance?.faceUp && sources.has(instance.blueprint) ? behaviourOf(instance.blueprint)?.hostChange : undefined;
    if (!change) continue;
    affiliation ??= change.affiliation;
    attributes ??= change.attributesAll;
    for (const skill of change.losesSkills ?? []) loses.add(skill);
  }
  if (affiliation === undefined && attributes === undefined && loses.size === 0) return card;
  const key = `${affiliation ?? ''}|${[...loses].join('+')}|${attributes ?? ''}`;
  let made = CHANGED.get(card);
  if (!made) CHANGED.set(card, (made = new Map()));
  let out = made.get(key);
  if (!out) {
    const personnel = card.personnel;
    const skills = personnel.skillBox.skills.filter((skill) => !loses.has(skill.name));
    const value = attributes === undefined ? undefined : ({ kind: 'number', value: attributes } as const);
    out = {
      ...card,
      ...(affiliation ? { affiliations: [affiliation as Card['affiliations'][number]] } : {}),
      personnel: { ...personnel, ...(value ? { integrity: value, cunning: value, strength: value } : {}), skillBox: { ...personnel.skillBox, skills } },
    };
    made.set(key, out);
  }
  return out;
}

/** Issue 15 (helper control): whether a card lying face up on the personnel `iid` lets it mix with a card showing one of its `mixesWithIcons` (Release This Pain). */
export function hostMixesWith(state: GameState, iid: string, other: Card): boolean {
  const sources = blueprintsWhere(state, changesHosts);
  if (sources.size === 0) return false;
  return (state.zones[Z.on(iid)] ?? []).some((on) => {
    const instance = state.cards[on];
    const icons = instance?.faceUp && sources.has(instance.blueprint) ? behaviourOf(instance.blueprint)?.hostChange?.mixesWithIcons : undefined;
    return !!icons && icons.some((code) => other.icons.some((icon) => icon.code === code));
  });
}

function survivors(state: GameState, _player: PlayerId, spec: HostChangeTarget): string[] {
  const last = state.lastBattle;
  const top = (state.windows ?? [])[(state.windows ?? []).length - 1];
  if (!last || top?.action !== 'battle-ended' || last.winner === null) return [];
  return cardsIn(state, last.zone).filter((iid) => state.cards[iid]!.owner !== last.winner && bp(state, iid).type === 'Personnel' && personnelMatches(bp(state, iid), spec.filter));
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const HOST_CHANGE_TARGETS = finding(['survivor-of-lost-battle'], (state, player, spec) => survivors(state, player, spec));
