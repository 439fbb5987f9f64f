// Scepter of the Grand Nagus (roa, 117_019): equipment — while your Nagus is present with it: one of your [Rule] cards a turn plays for free; the opponent may not nullify [Rule] cards at its location; and he may stun the adversary he just engaged in battle. Unique ("(Unique.)" in its text).
import { defineCard } from '../../behaviour/define';

const nagus = { characteristic: 'Nagus' };

export default defineCard('117_019', {
  title: 'Scepter of the Grand Nagus',
  scenario: 'behaviour/rule-cards.spec.ts',
  play: { window: { kind: 'report' } },
  battle: [{ kind: 'stun-engaged', species: ['Nagus'] }],
  // Issue 15 (battle2): free-play-grants.ts and nullify-protection.ts (`icon`, `withPresent`, `here`, `fromOpponent`); the stun is tested in behaviour/battle-stuns.spec.ts.
  grantsFreePlay: { icon: 'Rule', oncePerTurn: true, withPresent: nagus },
  protectsFromNullification: { icon: 'Rule', here: true, fromOpponent: true, withPresent: nagus },
});
