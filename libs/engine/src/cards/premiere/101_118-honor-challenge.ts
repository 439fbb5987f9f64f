// Honor Challenge (premiere, 101_118): interrupt — just after a personnel battle starts, each of your Klingons with Honor in it kills one opposing personnel with Treachery before the fighting; the battle goes on.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_118', {
  title: 'Honor Challenge',
  scenario: 'battle/battle-cards.spec.ts',
  play: { window: { kind: 'response', to: 'battle-initiated' } },
  targets: { kind: 'personnel-battle-just-initiated' },
  triggers: [{ on: 'played', effects: [{ kind: 'kill-in-battle', killers: { affiliation: 'Klingon', skill: 'Honor' }, victims: { skill: 'Treachery' } }] }],
  manual: ['choosing which opponents with Treachery die when they outnumber your Klingons with Honor'],
});
