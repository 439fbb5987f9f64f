// Patient Schemer (metamorpho, 202_008): event — seeds or plays on your table: your assassin, thief or Jo'Bril whom a dilemma would kill returns to your hand instead.
import { defineCard } from '../../behaviour/define';

export default defineCard('202_008', {
  title: 'Patient Schemer',
  scenario: 'behaviour/events-d.spec.ts',
  play: { window: { kind: 'normal-play' } },
  insteadOfDilemmaKill: { whose: 'yours', filter: { anyOf: [{ characteristic: 'Assassin' }, { characteristic: 'Thief' }, { titles: ["Jo'Bril"] }] }, instead: 'to-hand' },
});
