/**
 * Issue 15 (helper tail1): "target {Omega Particle} (download if needed) at your mission" — a card played on
 * your facility downloaded as another card targets that mission.
 * - mission filter `withYourFacility` (vocabulary-incidents-c.ts › MissionTargetFilter): the player has a face-up
 *   facility of that kind ("Outpost") at the mission.
 * - effect `download-titled-onto-your-facility-at-target` (`title`, `facilityKind`, `otherwise`): the first copy
 *   of the title in the player's draw deck or hand (downloads.ts › findToDownload, the download rules checked)
 *   enters play lying on the player's facility of that kind at the target location (`CardDownloaded`,
 *   `cardTarget` the facility), then the `then` effects run; when none may be downloaded, the `otherwise` effects
 *   run instead (the card that needed it loses its target: `discard-self`).
 *   1E rulebook › DOWNLOADING; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (an event that "plays on your outpost").
 */
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { tableIndex } from '../table-index';
import { locationOfZone, Z, zoneKind } from '../zones';
import { controls } from '../control';
import { checkDownloadable, downloadCard, findToDownload } from './downloads';
import { runEffects, type VerbContext } from './verbs';
import type { Effect } from './vocabulary';

export type FacilityTargetDownloadEffect = {
  readonly kind: 'download-titled-onto-your-facility-at-target';
  readonly title: string;
  readonly facilityKind: string;
  readonly then?: readonly Effect[];
  readonly otherwise?: readonly Effect[];
};

/** The player's face-up facility of `kind` (Outpost, Headquarters …) at `location`, if any (the first found). */
export function yourFacilityAt(state: GameState, player: PlayerId, location: string, kind: string): string | undefined {
  return (tableIndex(state).inPlayBy[player] ?? []).find((instance) => {
    if (!instance.faceUp || zoneKind(instance.zone) !== 'space' || locationOfZone(state, instance.zone) !== location || !controls(state, player, instance.iid)) return false;
    const card = bp(state, instance.iid);
    return card.type === 'Facility' && card.facilityKind === kind;
  })?.iid;
}

export const FACILITY_TARGET_DOWNLOAD_VERBS: {
  readonly 'download-titled-onto-your-facility-at-target': (v: VerbContext, effect: FacilityTargetDownloadEffect) => void;
} = {
  'download-titled-onto-your-facility-at-target': (v, effect) => {
    const state = v.ctx.state;
    const facility = v.target ? yourFacilityAt(state, v.player, v.target, effect.facilityKind) : undefined;
    const found = facility ? findToDownload(state, v.player, effect.title) : undefined;
    if (!facility || !found || checkDownloadable(state, v.player, found)) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `no ${effect.title} may be downloaded onto your ${effect.facilityKind.toLowerCase()} there`, rule: RULES.cardEffects });
      runEffects(v, effect.otherwise ?? []);
      return;
    }
    downloadCard(v.ctx, v.player, found, v.card, { to: Z.on(facility), cardTarget: facility });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${effect.title} downloaded onto your ${effect.facilityKind.toLowerCase()}`, target: v.target!, rule: RULES.cardEffects });
    runEffects(v, effect.then ?? []);
  },
};

export const FACILITY_TARGET_DOWNLOAD_WORDS: readonly string[] = ['mission-filter:withYourFacility', 'effect:download-titled-onto-your-facility-at-target'];
