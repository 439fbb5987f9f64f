/**
 * Issue 15 (helper partners): a surge through a ship or facility (Reactor Overload's second way) — four effects on
 * the cards aboard the target ship or facility (a Nor: at any of its sites), and the "disabled until … present"
 * state they may leave behind.
 *   - `disable-aboard-until-present` (`filter`, `until`: a skill): each matching personnel aboard is disabled
 *     (`PersonnelDisabled { until }`, `CardInstance.disabledUntil`); after any command, once an active personnel of
 *     its owner with that skill is present with it, it is enabled again (`PersonnelEnabled`: `enableWherePresent`).
 *   - `erase-aboard` (`icon`): every card aboard showing the icon ([Holo]) is erased — discarded, it does not die
 *     (1E rulebook › HOLOGRAPHIC PERSONNEL AND EQUIPMENT: "erased (discarded)").
 *   - `kill-affiliation-aboard-unless-hive-icon` (`affiliation`, `icon`): each personnel of that affiliation aboard
 *     dies, unless its owner has a personnel of that affiliation showing `icon` in the hive — every Borg of its owner
 *     at the same location (1E rulebook › PERSONNEL › Clarifications: Skill-Sharing, "hive").
 *   - `kill-group-aboard` (`group`): the members of a boarding group lying on the target ship die (discarded, as the
 *     group's losses are: behaviour/self-controlled.ts).
 *   1E rulebook › GETTING HURT › DISABLED, KILLED OR DESTROYED; Current Rulings › Reactor Overload (no conditions for
 *   placing it on the ship or facility: it is "used", and goes back to hand, even when nothing aboard is affected).
 * Decisions: a [Com] Borg aboard is itself in the hive, so it shields the Borg aboard with it too; "present" for the
 * re-enabling means the disabled personnel's owner's active personnel in the same place (a crew, a site).
 */
import { leavePlay } from '../attempt/leaving-play';
import { meetGroup, requirement } from '../attempt/requirements';
import { activePersonnel } from '../attempt/teams';
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { GameState } from '../types';
import { tableIndex } from '../table-index';
import { cardsIn, isInPlayZone, locationOfZone, Z } from '../zones';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { personnelMatches } from './personnel-filter';
import { showsIcon } from './property-logos';
import { groupOn } from './self-controlled';
import type { VerbContext } from './verbs';
import type { PersonnelFilter } from './vocabulary-events2';
import type { CardBehaviour } from './vocabulary';

export type EmSurgeEffect =
  | { readonly kind: 'disable-aboard-until-present'; readonly filter: PersonnelFilter; readonly until: string }
  | { readonly kind: 'erase-aboard'; readonly icon: string }
  | { readonly kind: 'kill-affiliation-aboard-unless-hive-icon'; readonly affiliation: string; readonly icon: string }
  | { readonly kind: 'kill-group-aboard'; readonly group: string };

/** The zones "aboard" the target: a ship's or facility's own, and each of a Nor's sites. */
function aboardZones(state: GameState, target: string): string[] {
  return [Z.aboard(target), ...cardsIn(state, Z.sites(target)).map((site) => Z.aboard(site))];
}

function aboard(state: GameState, target: string): string[] {
  return aboardZones(state, target).flatMap((zone) => [...cardsIn(state, zone)]);
}

function resolved(v: VerbContext, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

type Handler<K extends EmSurgeEffect['kind']> = (v: VerbContext, effect: Extract<EmSurgeEffect, { kind: K }>) => void;

export const EM_SURGE_VERBS: { readonly [K in EmSurgeEffect['kind']]: Handler<K> } = {
  'disable-aboard-until-present': (v, effect) => {
    const state = v.ctx.state;
    const hit = v.target ? aboard(state, v.target).filter((iid) => personnelMatches(bp(state, iid), effect.filter) && !state.cards[iid]!.disabled) : [];
    for (const iid of hit) v.ctx.emit({ type: 'PersonnelDisabled', card: iid, source: v.card, until: effect.until, rule: RULES.disabled });
    resolved(v, `${hit.length} personnel disabled until ${effect.until} is present`);
  },
  'erase-aboard': (v, effect) => {
    const state = v.ctx.state;
    const hit = v.target ? aboard(state, v.target).filter((iid) => showsIcon(bp(state, iid), effect.icon)) : [];
    for (const iid of hit) if (v.ctx.state.cards[iid]) leavePlay(v.ctx, iid, 'discarded', v.card);
    resolved(v, `${hit.length} [${effect.icon}] card(s) erased`);
  },
  'kill-affiliation-aboard-unless-hive-icon': (v, effect) => {
    const state = v.ctx.state;
    const of = (iid: string) => bp(state, iid).type === 'Personnel' && (bp(state, iid).affiliations as readonly string[]).includes(effect.affiliation);
    const hit = v.target ? aboard(state, v.target).filter(of) : [];
    const location = v.target && state.cards[v.target] ? locationOfZone(state, state.cards[v.target]!.zone) : null;
    // The hive: the owner's personnel of that affiliation at the same location (aboard here or elsewhere there).
    const shielded = (iid: string) =>
      location !== null &&
      tableIndex(state).inPlayBy[state.cards[iid]!.owner].some((one) => of(one.iid) && showsIcon(bp(state, one.iid), effect.icon) && locationOfZone(state, one.zone) === location);
    const dying = hit.filter((iid) => !shielded(iid));
    for (const iid of dying) if (v.ctx.state.cards[iid]) leavePlay(v.ctx, iid, 'killed', v.card, undefined, dying);
    resolved(v, `${dying.length} ${effect.affiliation} personnel killed${dying.length < hit.length ? ` (${hit.length - dying.length} kept by a [${effect.icon}] personnel in the hive)` : ''}`);
  },
  'kill-group-aboard': (v, effect) => {
    const members = v.target ? groupOn(v.ctx.state, v.target, effect.group) : [];
    for (const iid of members) if (v.ctx.state.cards[iid]) leavePlay(v.ctx, iid, 'discarded', v.card);
    resolved(v, `${members.length} ${effect.group} killed`);
  },
};

function usesDisable(effects: readonly { readonly kind: string }[] | undefined): boolean {
  return (effects ?? []).some((effect) => effect.kind === 'disable-aboard-until-present');
}

/** The cards whose scripts can disable "until present" (only their games pay for the sweep). */
const disablesUntil: BlueprintTest = (behaviour: CardBehaviour) =>
  [behaviour, ...(behaviour.modes ?? [])].some((mode) => (mode.triggers ?? []).some((trigger) => usesDisable(trigger.effects))) ||
  (behaviour.abilities ?? []).some((ability) => usesDisable(ability.effects));

/** After every command: a personnel disabled until a skill is present is enabled once its owner's active personnel there have it. */
export function enableWherePresent(ctx: Ctx): void {
  if (blueprintsWhere(ctx.state, disablesUntil).size === 0) return;
  for (const instance of tableIndex(ctx.state).inPlay) {
    if (!instance.disabledUntil || !instance.disabled || !isInPlayZone(instance.zone)) continue;
    const present = activePersonnel(ctx.state, instance.zone, instance.owner).filter((iid) => iid !== instance.iid);
    if (present.length === 0 || meetGroup(ctx.state, requirement(instance.disabledUntil), present).verdict !== 'met') continue;
    ctx.emit({ type: 'PersonnelEnabled', card: instance.iid, source: `${instance.disabledUntil} present`, rule: RULES.disabled });
  }
}

/** For the catalogue and the README (effects are known by their handlers). */
export const EM_SURGE_WORDS: readonly string[] = ['state:disabledUntil'];
