// Ikat'ika (roa, 117_062): personnel — your Jem'Hadar present are STRENGTH +1 in personnel battle.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_062', {
  title: 'Ikat\'ika',
  scenario: 'behaviour/personnel-a.spec.ts',
  battle: [{ kind: 'strength-in-battle', delta: 1, to: { species: "Jem'Hadar" } }],
});
