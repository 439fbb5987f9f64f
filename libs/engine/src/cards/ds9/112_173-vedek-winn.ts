// Vedek Winn (ds9, 112_173): personnel — once every turn, may stop one personnel present.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_173', {
  title: 'Vedek Winn',
  scenario: 'behaviour/personnel-a.spec.ts',
  abilities: [{ id: 'stop', limit: 'once-per-turn', targets: { kind: 'personnel-present', filter: {}, state: 'unstopped' }, effects: [{ kind: 'stop-target' }] }],
});
