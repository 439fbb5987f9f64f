// The Pendari Champion (voy, 123_173): personnel — in personnel battle he is paired first (the engine always uses this "may"). Selecting his adversary stays manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_173', {
  title: 'The Pendari Champion',
  scenario: 'behaviour/personnel-d.spec.ts',
  battle: [{ kind: 'pairs-first' }],
  manual: ['selects his adversary in personnel battle'],
});
