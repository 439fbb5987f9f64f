/**
 * Handlers and target rules of the self-controlling words (vocabulary-self-controlled.ts), spread
 * into `VERBS` and read by `validTargets` (behaviour/play.ts).
 *   1E rulebook › STRANGE ENCOUNTERS › SELF-CONTROLLING CARDS; THE CARDS › INTERRUPTS.
 */
import { bp, type Ctx } from '../context';
import { leavePlay } from '../attempt/leaving-play';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z, zoneKind } from '../zones';
import { boardedShips, groupBattlesCrew, groupOn, roamingCards, SELF_CONTROLLED_RULES } from './self-controlled';
import { tableIndex } from '../table-index';
import type { SelfControlledEffect, SelfControlledTarget } from './vocabulary-self-controlled';
import { finding } from './target-table';
import { titledAmong } from '../card-facts';

interface VerbContext {
  readonly ctx: Ctx;
  readonly player: PlayerId;
  readonly card: string;
  readonly target?: string;
}
type Handler<K extends SelfControlledEffect['kind']> = (v: VerbContext, effect: Extract<SelfControlledEffect, { kind: K }>) => void;

function resolved(v: VerbContext, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

const SHIP_ZONES = new Set(['space', 'docked', 'surface']);

export const SELF_CONTROLLED_VERBS: { readonly [K in SelfControlledEffect['kind']]: Handler<K> } = {
  'group-battles-crew': (v) => {
    const host = v.ctx.state.cards[v.card]?.zone;
    if (!host || zoneKind(host) !== 'on') return;
    const ship = host.slice(3);
    resolved(v, 'the boarding group battles the crew');
    groupBattlesCrew(v.ctx, ship);
  },
  'discard-group-here': (v, effect) => {
    if (!v.target) return;
    const members = boardedShips(v.ctx.state, effect.group)
      .filter((ship) => locationOfZone(v.ctx.state, v.ctx.state.cards[ship]!.zone) === v.target)
      .flatMap((ship) => groupOn(v.ctx.state, ship, effect.group));
    resolved(v, `every ${effect.group} there is discarded`);
    for (const iid of members) leavePlay(v.ctx, iid, 'discarded', bp(v.ctx.state, v.card).title);
  },
  'halt-roaming-attack': (v) => {
    if (!v.target || !v.ctx.state.cards[v.target]) return;
    v.ctx.emit({ type: 'RoamingAttackHalted', card: v.target, by: v.card, turn: v.ctx.state.turn?.number ?? 0, rule: SELF_CONTROLLED_RULES.selfControlling });
    resolved(v, `${bp(v.ctx.state, v.target).title} does not attack this turn`);
  },
};

export function isSelfControlledTarget(spec: { readonly kind: string }): spec is SelfControlledTarget {
  return spec.kind === 'occupied-ship' || spec.kind === 'ship-with-group' || spec.kind === 'location-with-group' || spec.kind === 'roaming-card';
}

export function selfControlledTargets(state: GameState, _player: PlayerId, spec: SelfControlledTarget): string[] {
  switch (spec.kind) {
    case 'occupied-ship':
      return [...tableIndex(state).inPlayBy.p1, ...tableIndex(state).inPlayBy.p2]
        .filter((instance) => SHIP_ZONES.has(zoneKind(instance.zone)) && bp(state, instance.iid).type === 'Ship' && cardsIn(state, Z.aboard(instance.iid)).some((iid) => bp(state, iid).type === 'Personnel'))
        .map((instance) => instance.iid);
    case 'ship-with-group':
      return boardedShips(state, spec.group);
    case 'location-with-group':
      return [...new Set(boardedShips(state, spec.group).map((ship) => locationOfZone(state, state.cards[ship]!.zone)).filter((location): location is string => !!location))];
    case 'roaming-card':
      return roamingCards(state).filter((card) => titledAmong(spec.titles, bp(state, card)));
  }
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const SELF_CONTROLLED_TARGETS = finding(['occupied-ship', 'ship-with-group', 'location-with-group', 'roaming-card'], (state, player, spec) => selfControlledTargets(state, player, spec));
