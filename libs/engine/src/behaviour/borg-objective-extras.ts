/**
 * Issue 15 (helper borgobj): what the Borg-Only Objectives still left to a person — a target chosen as the
 * objective seeds, the "may download one Objective card" after completion, and an event discarded when your
 * objective targeting its mission is completed. Runner of behaviour/scouting.ts's words; one pick at a time
 * through the choices of choices.ts (`ChoiceAwaited` … `MakeChoice`).
 *   - `choose-objective-target` (in `whenSeeded`): the objective's `objective-mission` target is chosen now
 *     (one option: taken at once; none: no target, said so); `record-chosen-objective-target` records it.
 *   - `offer-objective-download`: the player may download one Objective card — a Borg-Only Objective with the
 *     target it will have (`objective>location`, scouting.ts › objectiveDownloads) or a scripted objective that
 *     takes no target (to the table); `download-chosen-objective` carries it out.
 *   - Card field `discardedWhenObjectiveCompletedHere`: lying on a mission, it is discarded when its owner's
 *     Borg-Only Objective targeting that mission is completed (`complete-borg-objective` calls
 *     `discardOnObjectiveCompleted`).
 *   1E rulebook › COMPLETE BORG OBJECTIVES › IN GENERAL; THE SEED PHASES › Clarification: Seed Phase Actions;
 *   DOWNLOADING (Clarifications: Invalid Downloads).
 */
import { objectivePersonnel } from './objective-ships';
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { GameEvent, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { checkDownloadable, DOWNLOAD_RULES, downloadCard, searchedZones } from './downloads';
import { lastPick } from './mission-specialists';
import { behaviourOf } from './registry';
import { objectiveDownloads, objectiveMissionTargets, SCOUTING_RULES } from './scouting';
import { runEffects, type VerbContext } from './verbs';
import type { ChoiceEffect } from './vocabulary-choices';

export type BorgObjectiveExtraEffect =
  | { readonly kind: 'choose-objective-target' }
  | { readonly kind: 'record-chosen-objective-target' }
  | { readonly kind: 'offer-objective-download' }
  | { readonly kind: 'download-chosen-objective' };

function resolved(v: VerbContext, effect: string, rule: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, rule });
}

function awaitPick(v: VerbContext, options: readonly string[], min: 0 | 1, then: BorgObjectiveExtraEffect['kind'], rule: string): void {
  const choice: ChoiceEffect = { kind: 'choose-cards', chooser: 'you', pool: { from: 'this-card' }, pick: 1, ...(min === 0 ? { upTo: true as const } : {}), chosen: 'stay', then: [{ kind: then }] };
  v.ctx.emit({ type: 'ChoiceAwaited', player: v.player, owner: v.player, source: v.card, options, min, max: 1, effect: choice, hidden: min === 0, rule } as GameEvent);
}

/** Scripted objectives that take no target, first copy of each title where downloads look. */
function plainObjectives(v: VerbContext): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const zone of searchedZones(v.ctx.state, v.player))
    for (const iid of cardsIn(v.ctx.state, zone)) {
      const card = bp(v.ctx.state, iid);
      const behaviour = behaviourOf(card.id);
      if (card.type !== 'Objective' || seen.has(card.title) || !behaviour?.play || behaviour.targets || behaviour.manual?.length) continue;
      seen.add(card.title);
      if (!checkDownloadable(v.ctx.state, v.player, iid)) out.push(iid);
    }
  return out;
}

type Handler<K extends BorgObjectiveExtraEffect['kind']> = (v: VerbContext, effect: Extract<BorgObjectiveExtraEffect, { kind: K }>) => void;

export const BORG_OBJECTIVE_EXTRA_VERBS: { readonly [K in BorgObjectiveExtraEffect['kind']]: Handler<K> } = {
  'choose-objective-target': (v) => {
    const spec = behaviourOf(v.ctx.state.cards[v.card]!.blueprint)?.targets;
    // Issue 15 (helper borgobj, third pass): or an opponent's personnel (objective-ships.ts: Reassimilate Lost Drone).
    const options = spec?.kind === 'objective-mission' ? objectiveMissionTargets(v.ctx.state, v.player, spec) : spec?.kind === 'objective-personnel' ? objectivePersonnel(v.ctx.state, v.player, spec.filter) : [];
    if (options.length === 0) return resolved(v, 'nothing it may target', SCOUTING_RULES.general);
    if (options.length === 1) {
      v.ctx.emit({ type: 'ObjectiveTargeted', player: v.player, card: v.card, target: options[0]!, rule: SCOUTING_RULES.general });
      return;
    }
    awaitPick(v, options, 1, 'record-chosen-objective-target', SCOUTING_RULES.general);
  },
  'record-chosen-objective-target': (v) => {
    const target = lastPick(v.ctx, v.card);
    if (target && (v.ctx.state.locations[target] || v.ctx.state.cards[target])) v.ctx.emit({ type: 'ObjectiveTargeted', player: v.player, card: v.card, target, rule: SCOUTING_RULES.general });
  },
  'offer-objective-download': (v) => {
    const options = [...objectiveDownloads(v.ctx.state, v.player, []), ...plainObjectives(v)];
    if (options.length === 0) return resolved(v, 'no Objective card to download', DOWNLOAD_RULES.downloading);
    awaitPick(v, options, 0, 'download-chosen-objective', DOWNLOAD_RULES.downloading);
  },
  'download-chosen-objective': (v) => {
    const key = lastPick(v.ctx, v.card);
    if (!key) return;
    if (key.includes('>')) return runEffects({ ctx: v.ctx, player: v.player, card: v.card, target: key }, [{ kind: 'download-objective' }]);
    const instance = v.ctx.state.cards[key];
    if (!instance || !searchedZones(v.ctx.state, v.player).includes(instance.zone) || checkDownloadable(v.ctx.state, v.player, key))
      return resolved(v, 'download invalid: the objective is no longer available', DOWNLOAD_RULES.invalid);
    downloadCard(v.ctx, v.player, key, v.card, {});
  },
};

/** `player`'s Borg-Only Objective targeting `location` was just completed: their cards there that say so are discarded. */
export function discardOnObjectiveCompleted(ctx: Ctx, player: PlayerId, location: string, objective: string): void {
  for (const iid of cardsIn(ctx.state, Z.atop(location))) {
    const instance = ctx.state.cards[iid]!;
    if (instance.owner !== player || !instance.faceUp || !behaviourOf(instance.blueprint)?.discardedWhenObjectiveCompletedHere) continue;
    ctx.emit({ type: 'CardMoved', card: iid, from: instance.zone, to: Z.discard(player), faceUp: true, reason: `${bp(ctx.state, iid).title}: discarded as ${bp(ctx.state, objective).title} is completed`, rule: RULES.cardEffects });
  }
}

export const BORG_OBJECTIVE_EXTRA_WORDS: readonly string[] = ['discarded-when-objective-completed-here'];
