/**
 * Issue 15 (helper borgobj, third pass): a Borg-Only Objective that suspends another and completes it — Stop First Contact
 * ("suspends your Assimilate Homeworld targeting Earth, if scouting complete … suspended objective completed"). Words:
 * - `borgObjective.suspends` (`title`, `targetPlace`): it may be played while the player's current objective is the one so
 *   titled, targeting a mission at that place, with scouting complete for it (scouting.ts › checkBorgPlays); while it is
 *   face up on the table, that objective is suspended: not the current objective (scouting.ts › currentObjective);
 * - `borgObjective.completion` (effects): what completing the objective does, read by its own probe and by
 *   `complete-suspended-objective` (Assimilate Homeworld: placed on the mission, 40 points, the planet assimilated);
 * - effect `target-time-location` (`title`): the time location of that name becomes the objective's target; when none is in
 *   play, the first copy of the card so titled (draw deck, then hand) is downloaded onto the first spaceline location it
 *   corresponds to ("downloading as necessary"; time-locations.ts › correspondingTargets);
 * - effect `if-staffed-ship-at-target` (`then`): your staffed ship is in space at the objective's target location
 *   ("a staffed ship orbiting that location");
 * - effect `destroy-ships-titled-at-target` (`title`): every ship so titled (or a version) at the target location is destroyed;
 * - effect `complete-suspended-objective`: the objective this card suspends runs its `completion` effects.
 * Issue 15 (helper borg): Build Interplexing Beacon —
 * - `borgObjective.suspends.ifNullified` (a title): it may be played over that objective only while a card so titled lies in
 *   the player's discard pile (read: "if your Stop First Contact was nullified" — it left the table without completing the
 *   objective, which is still there to suspend; the engine keeps no other record of nullified cards);
 * - effect `objective-on-target-ship`: the objective is placed on its target ship, completed (`BorgObjectiveCompleted`), the
 *   ship not assimilated ("place on ship").
 *   1E rulebook › COMPLETE BORG OBJECTIVES › IN GENERAL (one current objective); THE CARDS › TIME LOCATIONS; DOWNLOADING;
 *   END OF TURN › PROBING.
 */
import { bp, problem, type Problem } from '../context';
import { destroyShip } from '../attempt/leaving-play';
import { missionIsAt, isTitled } from '../card-facts';
import { isStaffed } from '../play';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z } from '../zones';
import { checkDownloadable, downloadCard, findToDownload } from './downloads';
import { correspondingTargets } from './time-locations';
import { titledOrVersion } from './objective-stages';
import { behaviourOf } from './registry';
import { runEffects, type VerbContext } from './verbs';
import type { CardBehaviour, Effect } from './vocabulary';

export type ObjectiveSuspensionEffect =
  | { readonly kind: 'target-time-location'; readonly title: string }
  | { readonly kind: 'if-staffed-ship-at-target'; readonly then: readonly Effect[] }
  | { readonly kind: 'destroy-ships-titled-at-target'; readonly title: string }
  | { readonly kind: 'complete-suspended-objective' }
  | { readonly kind: 'objective-on-target-ship' };

/** `borgObjective.suspends`. */
export interface ObjectiveSuspends {
  readonly title: string;
  readonly targetPlace: string;
  /** Issue 15 (helper borg): played over it only with a card so titled in the player's discard pile (Build Interplexing Beacon: 'Stop First Contact'). */
  readonly ifNullified?: string;
}

/** For the catalogue test. */
export const OBJECTIVE_SUSPENSION_WORDS: readonly string[] = ['effect:target-time-location', 'effect:if-staffed-ship-at-target', 'effect:destroy-ships-titled-at-target', 'effect:complete-suspended-objective', 'effect:objective-on-target-ship'];

const GENERAL = '1E rulebook › COMPLETE BORG OBJECTIVES › IN GENERAL';

/** Whether the objective `iid` on `player`'s table is suspended by another face-up card on that table. */
export function isSuspended(state: GameState, player: PlayerId, iid: string): boolean {
  const title = bp(state, iid).title;
  return cardsIn(state, Z.table(player)).some((other) => other !== iid && state.cards[other]!.faceUp && behaviourOf(state.cards[other]!.blueprint)?.borgObjective?.suspends?.title === title);
}

/** The objective on `player`'s table that `card` suspends, if any. */
function suspendedBy(state: GameState, player: PlayerId, card: string): string | undefined {
  const title = behaviourOf(state.cards[card]!.blueprint)?.borgObjective?.suspends?.title;
  return title ? cardsIn(state, Z.table(player)).find((iid) => iid !== card && state.cards[iid]!.faceUp && isTitled(bp(state, iid), title)) : undefined;
}

/** Play check (scouting.ts › checkBorgPlays): null when `behaviour` may be played over the current objective `current` by suspending it. */
export function suspensionProblem(state: GameState, current: string, behaviour: CardBehaviour): Problem | null {
  const suspends = behaviour.borgObjective?.suspends;
  const record = state.objectives?.[current];
  const mission = record ? state.locations[record.target]?.missions.map((iid) => bp(state, iid)) : undefined;
  const owner = state.cards[current]!.owner;
  const nullified = !suspends?.ifNullified || cardsIn(state, Z.discard(owner)).some((iid) => isTitled(bp(state, iid), suspends.ifNullified));
  const fits = !!suspends && nullified && bp(state, current).title === suspends.title && !!mission?.some((card) => missionIsAt(card, suspends.targetPlace)) && record?.completed !== undefined;
  return fits ? null : problem('CURRENT_OBJECTIVE', `you already have a current objective (${bp(state, current).title})`, GENERAL);
}

function resolved(v: VerbContext, effect: string, rule: string = RULES.cardEffects): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, rule });
}

const timeLocationNamed = (state: GameState, title: string) => Object.values(state.locations).find((location) => !!location.time && location.name === title)?.id;

type Handler<K extends ObjectiveSuspensionEffect['kind']> = (v: VerbContext, effect: Extract<ObjectiveSuspensionEffect, { kind: K }>, run?: (nested: readonly Effect[]) => void) => void;

export const OBJECTIVE_SUSPENSION_VERBS: { readonly [K in ObjectiveSuspensionEffect['kind']]: Handler<K> } = {
  'target-time-location': (v, effect) => {
    if (!timeLocationNamed(v.ctx.state, effect.title)) {
      // A time location is not among the card types downloads place by themselves (downloads-coverage.ts): this card names it
      // and places it onto its own first target (`permitted`, as facility-downloads.ts does for a named facility).
      const found = findToDownload(v.ctx.state, v.player, effect.title);
      const onto = found ? correspondingTargets(v.ctx.state, found)[0] : undefined;
      if (found && onto && !checkDownloadable(v.ctx.state, v.player, found, true)) downloadCard(v.ctx, v.player, found, v.card, { cardTarget: onto });
    }
    const location = timeLocationNamed(v.ctx.state, effect.title);
    if (!location) return resolved(v, `no ${effect.title} in play nor to download`);
    v.ctx.emit({ type: 'ObjectiveTargeted', player: v.player, card: v.card, target: location, rule: GENERAL });
  },
  'if-staffed-ship-at-target': (v, effect, run) => {
    const state = v.ctx.state;
    const location = state.objectives?.[v.card]?.target;
    const staffed = !!location && cardsIn(state, Z.space(location)).some((iid) => state.cards[iid]!.owner === v.player && bp(state, iid).type === 'Ship' && isStaffed(state, iid));
    if (!staffed) return resolved(v, 'no staffed ship of yours at the target location');
    run?.(effect.then);
  },
  'destroy-ships-titled-at-target': (v, effect) => {
    const location = v.ctx.state.objectives?.[v.card]?.target;
    const ships = location ? cardsIn(v.ctx.state, Z.space(location)).filter((iid) => bp(v.ctx.state, iid).type === 'Ship' && titledOrVersion(bp(v.ctx.state, iid).title, effect.title)) : [];
    if (ships.length === 0) return resolved(v, `no ${effect.title} here`);
    for (const ship of ships) if (v.ctx.state.cards[ship]) destroyShip(v.ctx, ship, v.card);
  },
  'complete-suspended-objective': (v) => {
    const suspended = suspendedBy(v.ctx.state, v.player, v.card);
    const completion = suspended ? behaviourOf(v.ctx.state.cards[suspended]!.blueprint)?.borgObjective?.completion : undefined;
    if (!suspended || !completion) return resolved(v, 'no suspended objective', GENERAL);
    runEffects({ ctx: v.ctx, player: v.player, card: suspended }, completion);
  },
  'objective-on-target-ship': (v) => {
    const state = v.ctx.state;
    const target = state.objectives?.[v.card]?.target;
    const ship = target ? state.cards[target] : undefined;
    const location = ship ? locationOfZone(state, ship.zone) : null;
    if (!target || !location || state.cards[v.card]!.zone !== Z.table(v.player)) return resolved(v, 'no target ship in play', GENERAL);
    v.ctx.emit({ type: 'CardMoved', card: v.card, from: state.cards[v.card]!.zone, to: Z.on(target), faceUp: true, reason: `${bp(state, v.card).title}: objective complete, placed on the ship`, rule: GENERAL });
    v.ctx.emit({ type: 'BorgObjectiveCompleted', player: v.player, objective: v.card, location, rule: GENERAL });
  },
};
