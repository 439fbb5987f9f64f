// Adapt: Negate Obstruction (fc, 109_040): interrupt — in response to a dilemma (not a Q-related one) your team with a [Com] Borg just encountered, when you faced a dilemma of that title on an earlier turn (or, once each turn with Relentless, earlier this turn: behaviour/relentless-adapt.ts), it is nullified.
//   1E rulebook › THE PLAY PHASE › When Responses Happen; ATTEMPT A MISSION › NULLIFIERS.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_040', {
  title: 'Adapt: Negate Obstruction',
  scenario: 'behaviour/borg-cards.spec.ts',
  play: { window: { kind: 'response', to: 'dilemma-encountered' }, requires: [{ kind: 'borg-faced-before' }] },
  targets: { kind: 'just-played', filter: { types: ['Dilemma'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'spend-relentless-adapt' }, { kind: 'nullify-target' }] }],
});
