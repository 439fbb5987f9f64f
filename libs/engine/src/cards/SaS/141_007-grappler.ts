// Grappler (SaS, 141_007): equipment — it plays only aboard your NX-class ship (not to a facility the normal way); aboard your NX-class ship, that ship has a Tractor Beam; just after the crew of the ship it is aboard solves a space mission whose requirements name an attribute, you may discard it to score its 5 points (bonus points).
import { defineCard } from '../../behaviour/define';

export default defineCard('141_007', {
  title: 'Grappler',
  scenario: 'behaviour/equipment-limits.spec.ts',
  play: { window: { kind: 'report' } },
  reportBans: [{ kind: 'normal-reporting' }],
  reports: [{ kind: 'self-at', to: { kind: 'ships', ship: { classes: ['NX'] } } }],
  grantsEquipment: [{ equipment: 'Tractor Beam', ships: { classOrTitle: ['NX'] } }],
  abilities: [
    {
      id: 'score',
      window: { kind: 'response', to: 'mission-solved' },
      costs: ['discard-self'],
      requires: [{ kind: 'host-crew-just-solved', space: true, requiresAttribute: true }],
      effects: [{ kind: 'score-points', points: 5, bonus: true }],
    },
  ],
});
