// Ten of Nineteen (fc, 109_088): personnel — once each turn, aboard your ship, may force one opponent's cloaked ship at the same location to decloak.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_088', {
  title: 'Ten of Nineteen',
  scenario: 'behaviour/personnel-a.spec.ts',
  actions: [{ name: 'force-decloak', limit: { per: 'turn' }, requires: ['aboard-your-ship'], target: { kind: 'opponents-cloaked-ship-here' }, effects: [{ kind: 'decloak-target' }] }],
});
