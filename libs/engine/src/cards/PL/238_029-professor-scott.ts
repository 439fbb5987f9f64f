// Professor Scott (PL, 238_029): personnel — once per game he may restore the RANGE used this turn by a Classic Films ship of his owner's at his location.
import { defineCard } from '../../behaviour/define';

export default defineCard('238_029', {
  title: 'Professor Scott',
  scenario: 'behaviour/personnel-b.spec.ts',
  abilities: [{ id: 'restore-range', limit: 'once-per-game', targets: { kind: 'your-ship-here', icons: ['Films'] }, effects: [{ kind: 'restore-target-range' }] }],
});
