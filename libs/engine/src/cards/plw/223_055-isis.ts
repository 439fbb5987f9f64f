// Isis (plw, 223_055): personnel — where she is present, a dilemma that would kill Gary Seven stops him instead.
import { defineCard } from '../../behaviour/define';

export default defineCard('223_055', {
  title: 'Isis',
  scenario: 'behaviour/personnel-b.spec.ts',
  stopsDilemmaKills: { to: { whose: 'any', names: ['Gary Seven'] } },
});
