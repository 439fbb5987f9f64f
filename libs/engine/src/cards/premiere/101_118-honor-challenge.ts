// Honor Challenge (premiere, 101_118): interrupt — just after a personnel battle starts, each of your Klingons with Honor in it kills one opposing personnel with Treachery (you choose which when they are more) before the fighting; the battle goes on.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_118', {
  title: 'Honor Challenge',
  scenario: 'behaviour/premiere-c.spec.ts',
  play: { window: { kind: 'response', to: 'battle-initiated' } },
  targets: { kind: 'battle-victims', killers: { affiliation: 'Klingon', skill: 'Honor' }, victims: { skill: 'Treachery' } },
  triggers: [{ on: 'played', effects: [{ kind: 'kill-chosen-in-battle' }] }],
});
