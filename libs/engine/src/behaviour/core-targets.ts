/**
 * The core target words of vocabulary.ts (issue 15): players, ships, your discard pile, a place to
 * build a facility, missions by icon, the card just played, any card in play — their part of the
 * target table (behaviour/targets.ts). 1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS ›
 * Clarification: Triggered & Targeted Effects (no valid target, no play).
 */
import { bp } from '../context';
import { PLAYERS } from '../types';
import { cardsIn, isInPlayZone, Z, zoneKind } from '../zones';
import { immune, matches } from './play';
import { buildSiteProblem } from './build-sites';
import { behaviourOf } from './registry';
import { hasSpecialEquipment } from './ship-equipment';
import { finding } from './target-table';

export const CORE_TARGETS = {
  ...finding(['player'], () => [...PLAYERS]),
  ...finding(['ship'], (state, player, spec) =>
    Object.values(state.cards)
      .filter((instance) => (spec.whose === 'any' || instance.owner === player) && ['space', 'docked', 'surface'].includes(zoneKind(instance.zone)) && bp(state, instance.iid).type === 'Ship')
      .filter((instance) => !spec.unlessEquipment || !hasSpecialEquipment(state, instance.iid, spec.unlessEquipment))
      .filter((instance) => !spec.notAffiliations || !bp(state, instance.iid).affiliations.some((affiliation) => spec.notAffiliations!.includes(affiliation)))
      .map((instance) => instance.iid),
  ),
  ...finding(['your-discard'], (state, player, spec, self) => cardsIn(state, Z.discard(player)).filter((iid) => iid !== self && matches(bp(state, iid), spec.filter))),
  ...finding(['location'], (state, player, _spec, self) => {
    const facility = self ? state.cards[self] : undefined;
    if (!facility || behaviourOf(facility.blueprint)?.play?.window.kind !== 'build') return [];
    // Issue 15 (facility downloads): one reading of where a facility is built, shared with downloads (build-sites.ts).
    return Object.keys(state.locations).filter((location) => buildSiteProblem(state, player, self!, location) === null);
  }),
  ...finding(['mission-with-icon'], (state, _player, spec) =>
    Object.values(state.locations)
      // Issue 15 (helper history): or an icon the mission card shows (the [MU] of "a [MU] mission": Fear Will Keep Them in Line).
      .filter((location) => location.missions.some((iid) => (bp(state, iid).mission?.affiliationIcons ?? []).includes(spec.icon as never) || bp(state, iid).icons.some((icon) => icon.code === spec.icon) || (!!spec.loreWord && (bp(state, iid).lore ?? '').includes(spec.loreWord))))
      .map((location) => location.id),
  ),
  ...finding(['just-played'], (state, player, spec, self) => {
    const windows = state.windows ?? [];
    const top = windows[windows.length - 1];
    // Issue 15 (premiere-windows): a card draw's window names the draw deck, not a card: nothing was played.
    if (top && spec.whose === 'yours' && state.cards[top.card]?.owner !== player) return [];
    return top && top.card !== self && state.cards[top.card] && matches(bp(state, top.card), spec.filter) && !immune(state, top.card, self) ? [top.card] : [];
  }),
  ...finding(['card-in-play'], (state, player, spec, self) =>
    Object.values(state.cards)
      .filter((instance) => (spec.whose !== 'yours' || instance.owner === player) && instance.iid !== self && instance.faceUp && isInPlayZone(instance.zone) && zoneKind(instance.zone) !== 'mission' && matches(bp(state, instance.iid), spec.filter) && !immune(state, instance.iid, self))
      .map((instance) => instance.iid),
  ),
};
