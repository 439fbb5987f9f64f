/**
 * Issue 15 (objectives): effect words of objectives.
 *   `capture-opposing-here-not-matching` — every opposing personnel on the planet at the card's location
 *   whose affiliations match none of the mission's affiliation icons is captured (the engine's capture:
 *   the captive is held by the objective's owner: behaviour/captives.ts; HQ: Secure Homeworld).
 *   `self-to-table` — the card leaves the mission it lies on for its owner's table (Reap All the Glory).
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; CAPTURE (simplified).
 */
import { bp } from '../context';
import { RULES } from '../rules';
import { cardsIn, locationOfZone, Z } from '../zones';
import { downloadCard } from './downloads';
import { capture } from './captives';
import { personnelMatches } from './personnel-filter';
import { chosenCards } from './targets-events2';
import type { VerbContext } from './verbs';
import type { Effect } from './vocabulary';
import type { PersonnelFilter } from './vocabulary-events2';

export type ObjectiveEffect =
  | { readonly kind: 'capture-opposing-here-not-matching' }
  | { readonly kind: 'self-to-table' }
  /** The `equipment-per-opponent-mission` target's equipment, each downloaded to its place (objective-downloads.ts). */
  | { readonly kind: 'download-chosen-equipment' }
  /**
   * Run by a `mission-completed` trigger: only when the card's owner just solved the mission with at least
   * `atLeast` personnel `who` matches among the solving team ("when you solve with such a crew"): the nested effects.
   */
  | {
      readonly kind: 'if-solved-by-team';
      readonly who: PersonnelFilter;
      readonly atLeast: number;
      /** Issue 15 (helper objs): and every solving personnel matches `who` ("when solved by your non-[GQ] personnel"). */
      readonly only?: true;
      /** Issue 15 (helper objs): `atLeast` counts the different classifications among them ("three unique [OS] personnel with different classifications"). */
      readonly differentClassifications?: true;
      readonly then: readonly Effect[];
    };

type Run = (nested: readonly Effect[]) => void;

export const OBJECTIVE_VERBS: { readonly [K in ObjectiveEffect['kind']]: (v: VerbContext, effect: Extract<ObjectiveEffect, { kind: K }>, run?: Run) => void } = {
  'if-solved-by-team': (v, effect, run) => {
    const state = v.ctx.state;
    const solved = [...v.ctx.events].reverse().find((event) => event.type === 'MissionSolved');
    const solvers = solved && solved.type === 'MissionSolved' && solved.player === v.player ? solved.contributors.filter((iid) => state.cards[iid] && bp(state, iid).type === 'Personnel') : [];
    const team = solvers.filter((iid) => personnelMatches(bp(state, iid), effect.who));
    const others = effect.only ? solvers.length - team.length : 0;
    const count = effect.differentClassifications ? new Set(team.map((iid) => bp(state, iid).personnel?.classification)).size : team.length;
    if (count < effect.atLeast || others > 0) {
      const why = others > 0 ? `${others} solving personnel do not match` : `not solved by you with ${effect.atLeast} such personnel${effect.differentClassifications ? ' of different classifications' : ''}`;
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `condition not met (${why})`, rule: RULES.cardEffects });
      return;
    }
    run?.(effect.then);
  },
  'capture-opposing-here-not-matching': (v) => {
    const state = v.ctx.state;
    const location = locationOfZone(state, state.cards[v.card]!.zone);
    if (!location) return;
    const icons = (state.locations[location]?.missions ?? []).flatMap((mission) => (bp(state, mission).mission?.affiliationIcons ?? []) as readonly string[]);
    const captives = cardsIn(state, Z.surface(location)).filter((iid) => {
      const card = bp(state, iid);
      return state.cards[iid]!.owner !== v.player && card.type === 'Personnel' && !card.affiliations.some((affiliation) => icons.includes(affiliation));
    });
    // Issue 15 (captives): held by the objective's owner there (behaviour/captives.ts).
    for (const iid of captives) capture(v.ctx, iid, v.player, v.card);
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${captives.length} opposing personnel captured`, rule: RULES.cardEffects });
  },
  'download-chosen-equipment': (v) => {
    for (const pair of chosenCards(v.target)) {
      const [iid, zone] = pair.split('>') as [string, string];
      if (v.ctx.state.cards[iid]?.zone !== Z.draw(v.player)) continue;
      // Issue 15 (facility downloads): an artifact used as equipment is placed like one (objective-downloads.ts).
      downloadCard(v.ctx, v.player, iid, v.card, { to: zone, ...(bp(v.ctx.state, iid).type === 'Artifact' ? { placed: true as const } : {}) });
    }
  },
  'self-to-table': (v) => {
    const instance = v.ctx.state.cards[v.card]!;
    v.ctx.emit({ type: 'CardMoved', card: v.card, from: instance.zone, to: Z.table(instance.owner), faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: to the table`, rule: RULES.cardEffects });
  },
};
