/**
 * Issue 15 (personnel, second half): the handlers of vocabulary-personnel-b.ts. Special skills that download a named card (`skillDownloads`,
 * vocabulary-personnel-b.ts), offered as special download icons numbered after the card's printed
 * icons. 1E rulebook › SPECIAL DOWNLOAD (the icon's rules: suspends play, "here"); the limit is the
 * skill's own ("once per game", "twice per game", "once each turn"; 1E rulebook › MISCELLANEOUS
 * RULES › ONCE PER GAME / ONCE PER TURN: counted per card title for the player).
 */
import type { Card, GroupMember } from '@captains-log/cards';
import { blueprintOf } from '../card-facts';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, Z } from '../zones';
import { conditionHolds } from './personnel-conditions';
import { tableIndex } from '../table-index';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import type { PersonnelBModifier, SkillDownload } from './vocabulary-personnel-b';
import { drawReplaced, IN_PLACE_OF_DRAW } from './draw-replacements';

/** The card's download skills, one entry per use ("twice per game": two). */
function expanded(card: Card): readonly SkillDownload[] {
  const skills = behaviourOf(card.id)?.skillDownloads;
  if (!skills) return [];
  return skills.flatMap((skill) => Array.from({ length: skill.times ?? 1 }, () => skill));
}

/** The target titles of the card's download skills, as icons after its printed ones. */
export function skillDownloadIcons(card: Card): readonly (readonly string[])[] {
  return expanded(card).map((skill) => skill.titles);
}

/** The download skill behind icon number `icon` of the card (undefined: a printed icon). */
function skillAt(card: Card, printed: number, icon: number): SkillDownload | undefined {
  return icon < printed ? undefined : expanded(card)[icon - printed];
}


/** What is appended to the spent key: the turn number for a skill used "once each turn" or in place of a card draw. */
export function spentSuffix(state: GameState, card: Card, printed: number, icon: number): string {
  const skill = skillAt(card, printed, icon);
  const turn = `|turn ${state.turn?.number ?? 0}`;
  if (skill?.insteadOf === 'card-draw') return `${IN_PLACE_OF_DRAW}${turn}`;
  return skill?.per === 'turn' ? turn : '';
}

/** Whether the download skill behind `icon` spends the normal card play. */
export function spendsNormalCardPlay(card: Card, printed: number, icon: number): boolean {
  return skillAt(card, printed, icon)?.insteadOf === 'normal-card-play';
}

// Issue 15 (download): whether the draw is replaced — by a skill download or a card's ability (draw-replacements.ts).
export { drawReplaced };

/** Why the skill behind `icon` of the card `source` may not be used now (its condition or its cost), else undefined. */
export function skillDownloadBlocked(state: GameState, source: string, card: Card, printed: number, icon: number): string | undefined {
  const skill = skillAt(card, printed, icon);
  if (!skill) return undefined;
  if (skill.when && !conditionHolds(state, source, skill.when)) return `${card.title} may download only while its condition (${skill.when.kind}) holds`;
  const owner = state.cards[source]!.owner;
  const ownTurn = state.turn?.player === owner && !state.windows?.length;
  if (skill.insteadOf === 'normal-card-play' && (!ownTurn || state.turn!.stage !== 'card-play' || state.turn!.normalCardPlayUsed))
    return `${card.title} downloads in place of the normal card play: on your turn, before orders, with the card play unused`;
  if (skill.insteadOf === 'card-draw' && (!ownTurn || drawReplaced(state, owner)))
    return `${card.title} downloads in place of your end-of-turn card draw: on your turn, once`;
  return undefined;
}

/** As a modifier present they change nothing: `personnelBModifiers` applies them to the card itself. */
export const PERSONNEL_B_MODIFIERS: { readonly [K in PersonnelBModifier['kind']]: (member: GroupMember) => GroupMember } = {
  'regular-skills-doubled': (member) => member,
};

/** The personnel `iid` with its own `regular-skills-doubled` while the condition holds (read by `applyModifiers`). */
export function personnelBModifiers(state: GameState, iid: string, member: GroupMember): GroupMember {
  const instance = state.cards[iid];
  if (!instance || !isInPlayZone(instance.zone)) return member;
  const modifiers = behaviourOf(instance.blueprint)?.modifiers;
  if (!modifiers) return member;
  let out = member;
  for (const modifier of modifiers) {
    if (modifier.kind !== 'regular-skills-doubled' || !conditionHolds(state, iid, modifier.when)) continue;
    const regular = (blueprintOf(state, iid).personnel?.skillBox.skills ?? []).filter((skill) => skill.condition === undefined && skill.level > 0);
    out = { ...out, skills: [...out.skills, ...regular.map((skill) => ({ name: skill.name, level: skill.level }))] };
  }
  return out;
}

/** Whether a personnel aboard the ship lets it leave one end of the spaceline and enter the other (`crewShipPermits`). */
export function crewLetsWrap(state: GameState, ship: string): boolean {
  return cardsIn(state, Z.aboard(ship)).some((iid) => state.cards[iid]!.faceUp !== false && !!behaviourOf(state.cards[iid]!.blueprint)?.crewShipPermits?.includes('wrap-spaceline'));
}

const hasDownloadsFromDiscard: BlueprintTest = (b) => b.downloadsFromDiscard;

/** Whether `player` has a card in play letting their downloads come from their discard pile (Curator Quarren). */
export function downloadsFromDiscard(state: GameState, player: PlayerId): boolean {
  const ids = blueprintsWhere(state, hasDownloadsFromDiscard);
  if (ids.size === 0) return false;
  return tableIndex(state).inPlayBy[player].some((instance) => ids.has(instance.blueprint) && instance.faceUp !== false);
}

/**
 * Issue 15 (helper fer): whether a card of `player`'s in play lets this card be downloaded from their discard pile —
 * a grant for every card (Curator Quarren) or one naming its title (1st Rule of Acquisition: Gold-Pressed Latinum).
 */
export function discardDownloadCovers(state: GameState, player: PlayerId, title: string): boolean {
  const ids = blueprintsWhere(state, hasDownloadsFromDiscard);
  if (ids.size === 0) return false;
  const key = title.toLowerCase();
  return tableIndex(state).inPlayBy[player].some((instance) => {
    if (!ids.has(instance.blueprint) || instance.faceUp === false) return false;
    const grant = behaviourOf(instance.blueprint)?.downloadsFromDiscard;
    return grant === true || (grant !== undefined && grant.titles.some((one) => one.toLowerCase() === key));
  });
}
