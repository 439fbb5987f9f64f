// Ten of Nineteen (fc, 109_088): personnel — once each turn, aboard your ship, may force one opponent's cloaked ship at the same location to decloak.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_088', {
  title: 'Ten of Nineteen',
  scenario: 'behaviour/personnel-a.spec.ts',
  abilities: [{ id: 'force-decloak', limit: 'once-per-turn', requires: ['aboard-your-ship'], targets: { kind: 'opponents-cloaked-ship-here' }, effects: [{ kind: 'decloak-target' }] }],
});
