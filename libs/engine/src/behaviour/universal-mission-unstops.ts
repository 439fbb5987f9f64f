/**
 * Issue 15 (helper evint): "unstops your non-[Bor] Away Team or your non-[Bor] ship and crew at your [Univ]
 * mission (once per game per Mission card title)" (Renewed Spirit). The target is `mission>group`: one of
 * your universal missions and either `planet` (your personnel and equipment on its surface: the Away Team)
 * or one of your ships there (the ship and your cards aboard). Nothing in the group may be Borg, and
 * something in it must be stopped. The mission card heads the target so that the limit
 * `once-per-game-per-target-title` counts the mission's title (play.ts).
 *   1E rulebook › GETTING HURT › STOPPED; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 */
import { blueprintOf } from '../card-facts';
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z, zoneKind } from '../zones';
import { finding } from './target-table';
import type { VerbContext } from './verbs';

export type UniversalMissionUnstopTarget =
  /** `mission>planet` or `mission>ship`: your universal mission and a non-Borg group of yours there with a stopped card. */
  { readonly kind: 'your-group-at-your-universal-mission' };

export type UniversalMissionUnstopEffect =
  /** Every stopped card of the target group (the ship itself included) is unstopped. */
  { readonly kind: 'unstop-chosen-group' };

/** For the catalogue test and the README. */
export const UNIVERSAL_MISSION_UNSTOP_WORDS: readonly string[] = ['target:your-group-at-your-universal-mission', 'effect:unstop-chosen-group'];

/** The cards of `player` the group names (`planet` at `location`, or a ship with its cards aboard). */
function groupCards(state: GameState, player: PlayerId, location: string, group: string): string[] {
  const zone = group === 'planet' ? Z.surface(location) : Z.aboard(group);
  const held = cardsIn(state, zone).filter((iid) => state.cards[iid]!.owner === player && ['Personnel', 'Equipment'].includes(bp(state, iid).type));
  return group === 'planet' ? held : [group, ...held];
}

const isBorg = (state: GameState, iid: string): boolean => (blueprintOf(state, iid).affiliations as readonly string[]).includes('Borg');

function unstopTargets(state: GameState, player: PlayerId): string[] {
  const out: string[] = [];
  for (const location of Object.values(state.locations)) {
    const mission = location.missions.find((iid) => state.cards[iid]!.owner === player && bp(state, iid).universal);
    if (!mission) continue;
    const ships = Object.values(state.cards)
      .filter((instance) => instance.owner === player && bp(state, instance.iid).type === 'Ship' && ['space', 'docked', 'surface'].includes(zoneKind(instance.zone)) && locationOfZone(state, instance.zone) === location.id)
      .map((instance) => instance.iid);
    for (const group of ['planet', ...ships]) {
      const cards = groupCards(state, player, location.id, group);
      if (cards.some((iid) => state.cards[iid]!.stopped) && !cards.some((iid) => isBorg(state, iid))) out.push(`${mission}>${group}`);
    }
  }
  return out;
}

export const UNIVERSAL_MISSION_UNSTOP_TARGETS = finding(['your-group-at-your-universal-mission'], (state, player) => unstopTargets(state, player));

export const UNIVERSAL_MISSION_UNSTOP_VERBS: { readonly 'unstop-chosen-group': (v: VerbContext, effect: UniversalMissionUnstopEffect) => void } = {
  'unstop-chosen-group': (v) => {
    const [mission, group] = (v.target ?? '').split('>');
    const state = v.ctx.state;
    const location = Object.values(state.locations).find((place) => mission !== undefined && place.missions.includes(mission))?.id;
    if (!location || !group) return;
    const cards = groupCards(state, v.player, location, group).filter((iid) => state.cards[iid]!.stopped);
    if (cards.length > 0) v.ctx.emit({ type: 'StoppedCardsRestored', cards, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${cards.length} card(s) unstopped`, rule: RULES.cardEffects });
  },
};
