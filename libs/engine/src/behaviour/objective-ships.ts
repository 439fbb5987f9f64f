/**
 * Issue 15 (helper borgobj, third pass): a Borg-Only Objective whose long-term target is a ship (Eliminate Starship: "target
 * an opponent's ship at a mission you seeded; your Borg may battle that ship; if they destroy it in battle, immediately
 * probe"). Words:
 * - target `objective-ship` (`opponents`, `atYourMission`): a ship in play (in space, docked or not) — the opponent's, at
 *   a location where a mission you seeded lies;
 * - effect `record-objective-ship`: the played target becomes the objective's target (`ObjectiveTargeted`, the ship's id;
 *   scouting.ts reads a target that is no location as "nothing to scout");
 * - `borgObjective.battlesTarget: 'ship'`: while it is your current objective, your Borg may initiate ship battle against
 *   its target ship (battle/battle.ts › checkInitiateShipBattle: the attack restrictions are lifted for an all-Borg force);
 * - card field `whenTargetDestroyed` (effects): run at once when the target ship is destroyed in a ship battle in which a
 *   ship of the objective's owner fired on it (battle/battle.ts › resolveShipBattle calls `objectiveTargetsDestroyed`);
 *   the effects' target is the battle's location;
 * - effect `offer-download-titled` (`titles`) / `download-offered`: the player may download one card so titled, played
 *   onto a target of its own script (a Borg-Only Objective with the mission it will target, an interrupt onto its ship:
 *   download-with-own-target.ts › ownTargetDownloads); a pick through choices.ts, none = decline;
 * - effect `damage-random-opposing-ship-there`: one of the opponent's ships at the target location (the effects' target)
 *   is picked at random and damaged (rotation damage).
 *   1E rulebook › COMPLETE BORG OBJECTIVES › IN GENERAL; BATTLE › INITIATING A BATTLE › Borg Rule: Combat is Irrelevant
 *   ("unless a card permits it"); END OF TURN › PROBING ("immediately": not at the end of the turn); DOWNLOADING;
 *   MISCELLANEOUS RULES › RANDOM SELECTION; DAMAGE AND REPAIRS › ROTATION DAMAGE.
 */
import { bp, type Ctx } from '../context';
import { damageShip } from '../attempt/leaving-play';
import { RULES } from '../rules';
import type { GameEvent, GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, other, Z, zoneKind } from '../zones';
import { checkDownloadable, searchedZones } from './downloads';
import { ownTargetDownloads } from './download-with-own-target';
import { lastPick } from './mission-specialists';
import { selectAtRandom } from './random-selection';
import { behaviourOf } from './registry';
import { currentObjective } from './scouting';
import { finding } from './target-table';
import type { ChoiceEffect } from './vocabulary-choices';
import { runEffects, type VerbContext } from './verbs';
import type { Effect } from './vocabulary';

export type ObjectiveShipTarget = { readonly kind: 'objective-ship'; readonly opponents?: true; readonly atYourMission?: true };

export type ObjectiveShipEffect =
  | { readonly kind: 'record-objective-ship' }
  | { readonly kind: 'offer-download-titled'; readonly titles: readonly string[] }
  | { readonly kind: 'download-offered' }
  | { readonly kind: 'damage-random-opposing-ship-there' };

/** For the catalogue test. */
export const OBJECTIVE_SHIP_WORDS: readonly string[] = ['target:objective-ship', 'effect:record-objective-ship', 'effect:offer-download-titled', 'effect:download-offered', 'effect:damage-random-opposing-ship-there', 'field:whenTargetDestroyed'];

/** The ships an `objective-ship` target allows. */
export function objectiveShips(state: GameState, player: PlayerId, spec: ObjectiveShipTarget): string[] {
  return Object.values(state.cards)
    .filter((instance) => instance.faceUp && ['space', 'docked'].includes(zoneKind(instance.zone)) && bp(state, instance.iid).type === 'Ship')
    .filter((instance) => !spec.opponents || instance.owner !== player)
    .filter((instance) => {
      if (!spec.atYourMission) return true;
      const location = locationOfZone(state, instance.zone);
      return !!location && (state.locations[location]?.missions ?? []).some((mission) => state.cards[mission]?.owner === player);
    })
    .map((instance) => instance.iid);
}

/** Whether `player` may attack `target` with a force of these affiliations because their current objective targets that ship. */
export function objectiveBattlePermit(state: GameState, player: PlayerId, target: string, attacking: ReadonlySet<string>): boolean {
  const objective = currentObjective(state, player);
  if (!objective || ![...attacking].every((affiliation) => affiliation === 'Borg')) return false;
  return behaviourOf(state.cards[objective]!.blueprint)?.borgObjective?.battlesTarget === 'ship' && state.objectives?.[objective]?.target === target;
}

/**
 * Ships just destroyed in a ship battle at `location` (`by`: the ships that fired on each): a current objective of the
 * owner of a firing ship, targeting the destroyed ship, runs its `whenTargetDestroyed` effects.
 */
export function objectiveTargetsDestroyed(ctx: Ctx, location: string, destroyed: readonly { readonly ship: string; readonly by: readonly string[] }[]): void {
  for (const player of ['p1', 'p2'] as const) {
    const objective = currentObjective(ctx.state, player);
    const effects = objective ? behaviourOf(ctx.state.cards[objective]!.blueprint)?.whenTargetDestroyed : undefined;
    if (!objective || !effects) continue;
    const target = ctx.state.objectives?.[objective]?.target;
    const hit = destroyed.find((entry) => entry.ship === target && entry.by.some((ship) => ctx.state.cards[ship]?.owner === player));
    if (hit) runEffects({ ctx, player, card: objective, target: location }, effects);
  }
}

function resolved(v: VerbContext, effect: string, rule: string = RULES.cardEffects): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, rule });
}

type Handler<K extends ObjectiveShipEffect['kind']> = (v: VerbContext, effect: Extract<ObjectiveShipEffect, { kind: K }>) => void;

export const OBJECTIVE_SHIP_VERBS: { readonly [K in ObjectiveShipEffect['kind']]: Handler<K> } = {
  'record-objective-ship': (v) => {
    if (!v.target || !v.ctx.state.cards[v.target]) return resolved(v, 'no target ship');
    v.ctx.emit({ type: 'ObjectiveTargeted', player: v.player, card: v.card, target: v.target, rule: '1E rulebook › COMPLETE BORG OBJECTIVES › IN GENERAL' });
  },
  'offer-download-titled': (v, effect) => {
    const options = ownTargetDownloads(v.ctx.state, v.player, { kind: 'card-with-own-target', titles: effect.titles });
    if (options.length === 0) return resolved(v, `no ${effect.titles.join(' or ')} to download`, RULES.cardEffects);
    const choice: ChoiceEffect = { kind: 'choose-cards', chooser: 'you', pool: { from: 'this-card' }, pick: 1, upTo: true, chosen: 'stay', then: [{ kind: 'download-offered' }] };
    v.ctx.emit({ type: 'ChoiceAwaited', player: v.player, owner: v.player, source: v.card, options, min: 0, max: 1, effect: choice, hidden: true, rule: RULES.cardEffects } as GameEvent);
  },
  'download-offered': (v) => {
    const key = lastPick(v.ctx, v.card);
    if (!key) return;
    const [iid] = key.split('>') as [string];
    const instance = v.ctx.state.cards[iid];
    if (!instance || !searchedZones(v.ctx.state, v.player).includes(instance.zone) || checkDownloadable(v.ctx.state, v.player, iid)) return resolved(v, 'download invalid: the card is no longer available');
    runEffects({ ctx: v.ctx, player: v.player, card: v.card, target: key }, [{ kind: 'download-with-own-target' } as Effect]);
  },
  'damage-random-opposing-ship-there': (v) => {
    const location = v.target;
    const ships = location ? cardsIn(v.ctx.state, Z.space(location)).filter((iid) => v.ctx.state.cards[iid]!.owner === other(v.player) && bp(v.ctx.state, iid).type === 'Ship') : [];
    if (ships.length === 0) return resolved(v, 'no other opposing ship present');
    const [hit] = selectAtRandom(v.ctx, { candidates: ships, purpose: `${bp(v.ctx.state, v.card).title}: a ship damaged` });
    if (hit) damageShip(v.ctx, hit, v.card);
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const OBJECTIVE_SHIP_TARGETS = finding(['objective-ship'], (state, player, spec) => objectiveShips(state, player, spec));
