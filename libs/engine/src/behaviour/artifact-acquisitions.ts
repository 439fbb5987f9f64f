/**
 * Issue 15 (helper bogborg): "Objective complete: place on mission; your Archaeology present may acquire any
 * artifacts here" (Consume: Resources). Verb `archaeology-acquires-artifacts-here`, run after
 * `complete-borg-objective` (scouting.ts): when the objective now lies on its target mission and one of its owner's
 * unstopped personnel with Archaeology is on that planet, every artifact at the location — set aside there when
 * encountered (`revealed:`) or still seeded under the mission — is earned by the owner (`SeedCardEarned`, to hand,
 * as artifacts earned by solving: attempt/flow.ts).
 *   1E rulebook › COMPLETE BORG OBJECTIVES; ATTEMPT A MISSION › SOLVING (artifacts earned go to hand).
 * Decision: "may" is always taken (an artifact in hand may still be left unplayed); "present" is on the planet.
 */
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { bp } from '../context';
import { RULES } from '../rules';
import { cardsIn, Z } from '../zones';
import type { VerbContext } from './verbs';

export type ArtifactAcquisitionEffect = { readonly kind: 'archaeology-acquires-artifacts-here' };

/** For the catalogue test. */
export const ARTIFACT_ACQUISITION_WORDS: readonly string[] = ['effect:archaeology-acquires-artifacts-here'];

export const ARTIFACT_ACQUISITION_VERBS: { readonly [K in ArtifactAcquisitionEffect['kind']]: (v: VerbContext, effect: Extract<ArtifactAcquisitionEffect, { kind: K }>) => void } = {
  'archaeology-acquires-artifacts-here': (v) => {
    const state = v.ctx.state;
    const location = state.objectives?.[v.card]?.target;
    if (!location || state.cards[v.card]?.zone !== Z.atop(location)) return;
    const archaeologist = cardsIn(state, Z.surface(location)).find((iid) => {
      const instance = state.cards[iid]!;
      return instance.owner === v.player && !instance.stopped && bp(state, iid).type === 'Personnel' && skillLevel(memberOf(state, iid), 'Archaeology') > 0;
    });
    const artifacts = [...cardsIn(state, Z.revealed(location)), ...cardsIn(state, Z.under(location))].filter((iid) => bp(state, iid).type === 'Artifact');
    if (!archaeologist || artifacts.length === 0) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: archaeologist ? 'no artifact here' : 'no Archaeology personnel of yours here: no artifact acquired', rule: RULES.cardEffects });
      return;
    }
    for (const iid of artifacts) v.ctx.emit({ type: 'SeedCardEarned', card: iid, player: v.player, location, to: Z.hand(v.player), rule: RULES.solving });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${bp(state, archaeologist).title} acquires ${artifacts.length} artifact(s)`, target: archaeologist, rule: RULES.cardEffects });
  },
};
